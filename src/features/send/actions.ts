import { createAction } from '@reduxjs/toolkit'
import type { CaipNetworkId } from '../../contract'

/** Send what the Send form holds: the send flow validates, asks the wallet, and resets (section 4). */
export const sendRequested = createAction('portico/sendRequested')
/**
 * Outcome the host (and the balance and pending flows) can listen to: the wallet accepted a
 * transaction. Stamped with when, so the pending list can say how long ago.
 */
export const transactionSent = createAction(
  'portico/transactionSent',
  (sent: { hash: string; caipNetworkId: CaipNetworkId }) => ({ payload: { ...sent, sentAt: Date.now() } }),
)
