// The active network. The data layer reads it to apply the spec rule that Blockchain API
// calls return empty results when the active network is unsupported.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CaipNetworkId } from '../../contract'

export interface ChainState {
  activeCaipNetworkId?: CaipNetworkId
}

export const chainSlice = createSlice({
  name: 'portico/chain',
  initialState: {} as ChainState,
  reducers: {
    activeNetworkChanged(state, { payload }: PayloadAction<CaipNetworkId | undefined>) {
      state.activeCaipNetworkId = payload
    },
  },
})

export const { activeNetworkChanged } = chainSlice.actions
