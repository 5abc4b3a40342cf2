// The transactions Portico sent, as the lists that show them read them: each from its own record
// (pendingSlice.ts), which the pending flow moves from pending to confirmed or failed.
import { createSelector } from '@reduxjs/toolkit'
import { namespaceOf } from '../../contract/caip'
import type { RootState } from '../../store/state'
import { selectAccount } from '../account/selectors'
import type { PendingTransaction } from './pendingSlice'

const none: PendingTransaction[] = []

/** Before the api's slices arrive there is no record: nothing was sent. */
const selectRecords = (state: RootState) => state.portico.pending?.list ?? none

/** What the connected account of the active namespace sent, on any of its networks, newest first (History). */
export const selectSentTransactions = createSelector([selectRecords, selectAccount], (records, account) => {
  if (account?.status !== 'connected' || !account.caipAddress) return none
  const namespace = namespaceOf(account.caipAddress)
  return records.filter(
    (t) => namespaceOf(t.caipNetworkId) === namespace && (t.from === undefined || t.from === account.address),
  )
})
