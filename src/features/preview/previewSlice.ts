// The previews of the requests ApproveTransaction shows, by the id the request's route entry
// carries (a view is shown "with its data", section 2): a preview belongs to the one request it
// was simulated from and is read by that id alone. The last few are kept, for a view gone back to.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ApprovalRequest } from '../approvals/approvalRequest'
import type { Preview, PreviewRequest } from './previewTypes'

/** How many previews are kept: a batch's approvals and a request before them, with room to spare. */
export const previewsKept = 8

export interface PreviewState {
  byId: Record<string, Preview>
  /** The ids, oldest first. */
  order: string[]
}

export const initialPreviewState: PreviewState = { byId: {}, order: [] }

export const previewSlice = createSlice({
  name: 'portico/preview',
  initialState: initialPreviewState,
  reducers: {
    previewRequested(
      state,
      { payload: { id } }: PayloadAction<{ id: string; request: PreviewRequest; shows: ApprovalRequest }>,
    ) {
      state.byId[id] = { status: 'loading' }
      state.order = [...state.order.filter((known) => known !== id), id]
      for (const old of state.order.splice(0, Math.max(0, state.order.length - previewsKept))) delete state.byId[old]
    },
    previewSettled(state, { payload: { id, preview } }: PayloadAction<{ id: string; preview: Preview }>) {
      if (id in state.byId) state.byId[id] = preview
    },
  },
})

export const { previewRequested, previewSettled } = previewSlice.actions
