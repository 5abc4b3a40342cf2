// The account of the active namespace, as the host's buttons, hooks and the opening rule see it
// (with the first load); what only the views show of it is in viewSelectors.ts.
import { createSelector } from '../../store/toolkit'
import type { RootState } from '../../store/state'
import { selectActiveNamespace } from '../chain/selectors'

const selectAccounts = (state: RootState) => state.portico.account

export const selectAccount = createSelector([selectAccounts, selectActiveNamespace], (accounts, namespace) =>
  namespace ? accounts[namespace] : undefined,
)

/** Some namespace is connected: the opening rule shows Account. */
export const selectIsConnected = createSelector([selectAccounts], (accounts) =>
  Object.values(accounts).some((a) => a?.status === 'connected' && !!a.caipAddress),
)
