// The transactions Portico sent that the chain has not mined yet (section 9: at most 99),
// newest first: the History view shows them on top until the pending flow sees each mined.
// Arrives with the api's flows (store/apiSlices.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CaipNetworkId } from '../../contract/entities'
import { namespaceOf } from '../../contract/caip'
import { accountReset } from '../account/accountSlice'

/** A transaction the wallet accepted. */
export interface PendingTransaction {
  hash: string
  caipNetworkId: CaipNetworkId
  sentAt: number
}

/** Section 9: pending transactions limit 99. */
export const pendingTransactionsLimit = 99

export interface PendingState {
  list: PendingTransaction[]
  /** Counts the transactions seen mined: the lists that show them read again when it moves. */
  settled: number
}

export const initialPendingState: PendingState = { list: [], settled: 0 }

export const pendingSlice = createSlice({
  name: 'portico/pending',
  initialState: initialPendingState,
  reducers: {
    /** Sent (the pending flow stamps when, on `transactionSent`). */
    pendingAdded(state, { payload }: PayloadAction<PendingTransaction>) {
      const others = state.list.filter((t) => t.hash !== payload.hash)
      state.list = [payload, ...others].slice(0, pendingTransactionsLimit)
    },
    /** Mined (or dropped): no longer pending. */
    pendingSettled(state, { payload }: PayloadAction<{ hash: string }>) {
      const before = state.list.length
      state.list = state.list.filter((t) => t.hash !== payload.hash)
      if (state.list.length !== before) state.settled += 1
    },
  },
  extraReducers: (builder) =>
    builder
      // A namespace's account is gone: so is what it had pending.
      .addCase(accountReset, (state, { payload }) => {
        state.list = state.list.filter((t) => namespaceOf(t.caipNetworkId) !== payload)
      }),
})

export const { pendingAdded, pendingSettled } = pendingSlice.actions
