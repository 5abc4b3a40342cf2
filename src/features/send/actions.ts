import { createAction } from '@reduxjs/toolkit'
import type { CaipNetworkId } from '../../contract'

/** Send what the Send form holds: the send flow validates, asks the wallet, and resets (section 4). */
export const sendRequested = createAction('portico/sendRequested')
/** Outcome the host (and the balance flow) can listen to: the wallet accepted a transaction. */
export const transactionSent = createAction<{ hash: string; caipNetworkId: CaipNetworkId }>('portico/transactionSent')
