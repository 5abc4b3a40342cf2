// The embedded wallet's account as the Account view shows it: who signed in (email or social
// username), the account type in use and the ones this network offers (section 6: smart account
// or EOA), and a switch under way. Arrives with the api's flows (composition/apiSlices.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { initialEmbeddedAccountState } from './idleStates'
import type { SignedInAccount } from '../../connectors/types'

// `| undefined` where the reducers write undefined (emailLoginSlice.ts says why it is spelled out).
export interface EmbeddedAccountState {
  account?: SignedInAccount | undefined
  switching: boolean
  error?: string | undefined
}

export const embeddedAccountSlice = createSlice({
  name: 'portico/embeddedAccount',
  initialState: initialEmbeddedAccountState,
  reducers: {
    embeddedAccountRead: (_state, { payload }: PayloadAction<SignedInAccount | undefined>) => ({
      account: payload,
      switching: false,
    }),
    accountTypeSwitching(state) {
      state.switching = true
      state.error = undefined
    },
    accountTypeSwitchFailed(state, { payload }: PayloadAction<string>) {
      state.switching = false
      state.error = payload
    },
  },
})

export const { embeddedAccountRead, accountTypeSwitching, accountTypeSwitchFailed } = embeddedAccountSlice.actions
