// The account of the active namespace, as the views and hooks see it.
import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../state'
import { selectActiveNamespace } from './network'

const selectAccounts = (state: RootState) => state.portico.account

export const selectAccount = createSelector([selectAccounts, selectActiveNamespace], (accounts, namespace) =>
  namespace ? accounts[namespace] : undefined,
)

/** Some namespace is connected: the opening rule shows Account. */
export const selectIsConnected = createSelector([selectAccounts], (accounts) =>
  Object.values(accounts).some((a) => a?.status === 'connected' && !!a.caipAddress),
)

export const selectConnectedConnectorId = (state: RootState) => {
  const namespace = state.portico.chain.activeNamespace
  return namespace ? state.portico.connectors.connectedIdByNamespace[namespace] : undefined
}
