// The account's smart sessions as the Account view's list and the hook follow them: the
// permissions the server keeps for the connected eip155 account, loading or failed, and a
// revocation under way. Arrives with the api's flows (composition/apiSlices.ts); before that,
// selectors read the idle state.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CaipAddress, SmartSession } from '../../contract/entities'
import { smartSessionRevoked, smartSessionRevokeFailed, smartSessionRevokeRequested } from './actions'

export interface SmartSessionsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  /** The account the list is of. */
  caipAddress?: CaipAddress
  /** Newest first, revoked ones included (the server keeps them listed). */
  sessions: SmartSession[]
  /** When the list came (seconds): what has expired is read against it. */
  loadedAt?: number
  /**
   * Why the list or the last revocation failed, in the words of whoever refused, or a catalogue
   * key where the words are ours (the visitor stopped waiting: `approve.stopped`).
   */
  error?: string
  /** The pci the wallet is asked to revoke. */
  revoking?: string
}

export const initialSmartSessionsState: SmartSessionsState = { status: 'idle', sessions: [] }

export const smartSessionsSlice = createSlice({
  name: 'portico/smartSessions',
  initialState: initialSmartSessionsState,
  reducers: {
    smartSessionsLoading(state, { payload }: PayloadAction<{ caipAddress: CaipAddress }>) {
      // Another account's list is not shown while this one loads.
      if (state.caipAddress !== payload.caipAddress) state.sessions = []
      state.caipAddress = payload.caipAddress
      state.status = 'loading'
      state.error = undefined
    },
    smartSessionsLoaded(
      state,
      { payload }: PayloadAction<{ caipAddress: CaipAddress; sessions: SmartSession[]; loadedAt: number }>,
    ) {
      if (state.caipAddress !== payload.caipAddress) return
      state.status = 'loaded'
      state.sessions = payload.sessions
      state.loadedAt = payload.loadedAt
    },
    smartSessionsFailed(state, { payload }: PayloadAction<{ caipAddress: CaipAddress; error: string }>) {
      if (state.caipAddress !== payload.caipAddress) return
      state.status = 'failed'
      state.error = payload.error
    },
    /** Nothing to list: no eip155 account, or the switch is off. */
    smartSessionsCleared: () => initialSmartSessionsState,
  },
  extraReducers: (builder) =>
    builder
      .addCase(smartSessionRevokeRequested, (state, { payload }) => {
        state.revoking = payload.pci
        state.error = undefined
      })
      // Only the revocation under way ends: one the wallet finished after the visitor stopped
      // waiting for it (smartSessionsFlow) must not end another the visitor started since.
      .addCase(smartSessionRevoked, (state, { payload }) => {
        if (state.revoking === payload.pci) state.revoking = undefined
      })
      .addCase(smartSessionRevokeFailed, (state, { payload }) => {
        if (state.revoking === payload.pci || state.revoking === undefined) {
          state.revoking = undefined
          state.error = payload.error
        }
      }),
})

export const { smartSessionsLoading, smartSessionsLoaded, smartSessionsFailed, smartSessionsCleared } =
  smartSessionsSlice.actions
