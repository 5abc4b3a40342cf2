// The transactions Portico sent (Send, Swap, Pay), newest first, each one's own record: pending
// from the moment the wallet accepted it until the pending flow sees it mined, then confirmed (or
// failed), when the history call is read again (historyRefreshFlow.ts). History and Activity both
// list them from here (selectors.ts), beside the chain's list until that one has them. Section 9:
// at most 99. Arrives with the api's flows (composition/apiSlices.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CaipNetworkId } from '../../contract/entities'
import { namespaceOf } from '../../contract/caip'
import { accountReset } from '../account/accountSlice'

/** A transaction the wallet accepted. */
export interface PendingTransaction {
  hash: string
  caipNetworkId: CaipNetworkId
  sentAt: number
  /** The account that sent it (its namespace's when it was sent). */
  from?: string
  /**
   * As a transaction's metadata words it (section 3, status): pending until mined, then
   * confirmed, or failed (reverted). Unseen: followed for its ten minutes (or on a network with no
   * node to ask) without the chain showing it; said as such, never as failed (it may still be mined).
   */
  status: 'pending' | 'confirmed' | 'failed' | 'unseen'
}

/** Section 9: pending transactions limit 99. */
export const pendingTransactionsLimit = 99

export interface PendingState {
  list: PendingTransaction[]
}

export const initialPendingState: PendingState = { list: [] }

export const pendingSlice = createSlice({
  name: 'portico/pending',
  initialState: initialPendingState,
  reducers: {
    /** Sent (the pending flow stamps when and from which account, on `transactionSent`). */
    pendingAdded(state, { payload }: PayloadAction<Omit<PendingTransaction, 'status'>>) {
      const others = state.list.filter((t) => t.hash !== payload.hash)
      state.list = [{ ...payload, status: 'pending' as const }, ...others].slice(0, pendingTransactionsLimit)
    },
    /** Mined: confirmed, or failed when it reverted; said once, however many saw it. */
    pendingSettled(state, { payload }: PayloadAction<{ hash: string; ok: boolean }>) {
      const sent = state.list.find((t) => t.hash === payload.hash)
      if (sent?.status !== 'pending' && sent?.status !== 'unseen') return
      sent.status = payload.ok ? 'confirmed' : 'failed'
    },
    /** Followed to its end without the chain showing it: what the screen can truly say. */
    pendingUnseen(state, { payload }: PayloadAction<{ hash: string }>) {
      const sent = state.list.find((t) => t.hash === payload.hash)
      if (sent?.status === 'pending') sent.status = 'unseen'
    },
    /** The visitor asks to look again: pending while it is followed once more (pendingFlow.ts). */
    pendingLookedAgain(state, { payload }: PayloadAction<{ hash: string }>) {
      const sent = state.list.find((t) => t.hash === payload.hash)
      if (sent?.status === 'unseen') sent.status = 'pending'
    },
  },
  extraReducers: (builder) =>
    builder
      // A namespace's account is gone: so is what it sent.
      .addCase(accountReset, (state, { payload }) => {
        state.list = state.list.filter((t) => namespaceOf(t.caipNetworkId) !== payload)
      }),
})

export const { pendingAdded, pendingSettled, pendingUnseen, pendingLookedAgain } = pendingSlice.actions
