// What the Account's Activity shows of the transactions Portico sent: their own records, the
// ones History lists, on the connected chain only (section 4's transaction list).
import { createSelector } from '@reduxjs/toolkit'
import { selectActiveCaipNetworkId } from '../chain/selectors'
import { selectSentTransactions } from '../transactions/selectors'

export const selectActivitySent = createSelector([selectSentTransactions, selectActiveCaipNetworkId], (sent, network) =>
  sent.filter((t) => t.caipNetworkId === network),
)
