// ApproveTransaction's wait for the wallet's answer (section 2 keeps the view from being closed
// while a wallet is asked): still waiting, silent past the bound (approvalWaitFlow.ts), or given
// up by the visitor with Stop waiting. For the request the view shows now, by its route entry's
// `attempt`, so neither the bound nor a stop ever reaches a later request. It comes with the api,
// as everything that asks a wallet does: the first load carries none of it.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RootState } from '../../store/state'

export interface ApprovalWait {
  attempt: string
  status: 'waiting' | 'unanswered' | 'stopped'
}

export interface ApprovalWaitState {
  /** The wait of the request on top of the stack; none while no wallet is asked. */
  current?: ApprovalWait
}

const initialState: ApprovalWaitState = {}

export const approvalWaitSlice = createSlice({
  name: 'portico/approvalWait',
  initialState,
  reducers: {
    approvalWaitStarted(state, { payload }: PayloadAction<{ attempt: string }>) {
      state.current = { attempt: payload.attempt, status: 'waiting' }
    },
    /** The bound passed without an answer; not for another request, nor one already stopped. */
    approvalUnanswered(state, { payload }: PayloadAction<{ attempt: string }>) {
      if (state.current?.attempt === payload.attempt && state.current.status === 'waiting')
        state.current.status = 'unanswered'
    },
    approvalWaitStopped(state, { payload }: PayloadAction<{ attempt: string }>) {
      if (state.current?.attempt === payload.attempt) state.current.status = 'stopped'
    },
    approvalWaitEnded(state) {
      delete state.current
    },
  },
})

export const { approvalWaitStarted, approvalUnanswered, approvalWaitStopped, approvalWaitEnded } =
  approvalWaitSlice.actions

/**
 * ApproveTransaction's Stop waiting: the visitor gives up on the wallet's answer. The flow that
 * asked ends as a refusal, back where it came from with what was typed (withApproval).
 */
export const approvalStopRequested = createAction('portico/approvalStopRequested')

export const selectApprovalWait = (state: RootState) => state.portico.approvalWait?.current
