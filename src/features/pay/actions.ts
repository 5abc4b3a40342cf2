// Pay (section 2's optional screens, feature switch `pay`): a host's request, what the visitor does on the Pay view,
// and how it ends. Plain actions: the hook and the events name them; the flow comes with the api.
import { createAction } from '@reduxjs/toolkit'
import type { PayErrorCode, PayRequest, PayResult } from './constants'

/** A host asks for a payment (usePay); `id` ties the outcome to its promise. */
export const payRequested = createAction<{ id: string; request: PayRequest }>('portico/payRequested')
/** The flow took the request (the switch is on and the request is sound): it is the one shown. */
export const payAsked = createAction<{ id: string; request: PayRequest }>('portico/payAsked')
export const payWithWalletPressed = createAction('portico/payWithWalletPressed')
export const payByCardPressed = createAction('portico/payByCardPressed')
/** The visitor gives up on the payment (Cancel, or the modal closed while it waited for them). */
export const payCancelled = createAction('portico/payCancelled')
/**
 * The wallet sent the payment's transfer after the visitor stopped waiting for it: the payment it
 * was for is paid all the same, and followed to the chain as if it had come in time.
 */
export const payLateSent = createAction<{ id: string; hash: string }>('portico/payLateSent')

// Events (usePorticoEvents), and what settles the host's promise.
export const paySucceeded = createAction<{ id: string; result: PayResult }>('portico/paySucceeded')
export const payFailed = createAction<{ id: string; code: PayErrorCode; message: string }>('portico/payFailed')
