// Networks: the configured list and the active one.
import { createSelector } from '../../store/toolkit'
import type { CaipNetwork } from '../../contract'
import type { RootState } from '../../store/state'

export const selectChain = (state: RootState) => state.portico.chain

/** Every configured network, namespace by namespace in configuration order. */
export const selectNetworks = createSelector([selectChain], (chain): CaipNetwork[] =>
  Object.values(chain.byNamespace).flatMap((entry) => entry?.caipNetworks ?? []),
)

export const selectActiveNamespace = (state: RootState) => state.portico.chain.activeNamespace
export const selectActiveCaipNetworkId = (state: RootState) => state.portico.chain.activeCaipNetworkId

export const selectActiveNetwork = createSelector([selectNetworks, selectActiveCaipNetworkId], (networks, id) =>
  networks.find((n) => n.caipNetworkId === id),
)
