// The state of the features that only run with the api: their slices come with the api's chunk
// and join an instance's reducer then (porticoReducer's attach), so the first load carries none.
import { combineReducers, type Reducer } from '@reduxjs/toolkit'
import type { PorticoReducer } from './porticoReducer'
import { emailLoginSlice, type EmailLoginState } from '../features/embeddedWallet/emailLoginSlice'
import { socialLoginSlice, type SocialLoginState } from '../features/embeddedWallet/socialLoginSlice'
import { farcasterLoginSlice, type FarcasterLoginState } from '../features/embeddedWallet/farcasterLoginSlice'
import { embeddedAccountSlice, type EmbeddedAccountState } from '../features/embeddedWallet/embeddedAccountSlice'
import { emailUpdateSlice, type EmailUpdateState } from '../features/embeddedWallet/emailUpdateSlice'
import { siwxSlice, type SiwxState } from '../features/siwx/siwxSlice'
import { sendSlice, type SendState } from '../features/send/sendSlice'
import { nameRegistrationSlice, type NameRegistrationState } from '../features/names/nameRegistrationSlice'
import { smartSessionsSlice, type SmartSessionsState } from '../features/smartSessions/smartSessionsSlice'
import { swapSlice, type SwapState } from '../features/swap/swapSlice'
import { onrampSlice, type OnrampState } from '../features/onramp/onrampSlice'
import { pendingSlice, type PendingState } from '../features/transactions/pendingSlice'
import { paySlice, type PayState } from '../features/pay/paySlice'
import { capabilitiesSlice, type CapabilitiesState } from '../features/batches/capabilitiesSlice'
import { connectionsSlice, type ConnectionsState } from '../features/connections/connectionsSlice'
import { previewSlice, type PreviewState } from '../features/preview/previewSlice'
import { approvalWaitSlice, type ApprovalWaitState } from '../features/approvals/approvalWait'

export interface ApiSlices {
  emailLogin: EmailLoginState
  socialLogin: SocialLoginState
  farcasterLogin: FarcasterLoginState
  embeddedAccount: EmbeddedAccountState
  emailUpdate: EmailUpdateState
  siwx: SiwxState
  send: SendState
  nameRegistration: NameRegistrationState
  smartSessions: SmartSessionsState
  swap: SwapState
  onramp: OnrampState
  pending: PendingState
  pay: PayState
  capabilities: CapabilitiesState
  connections: ConnectionsState
  preview: PreviewState
  approvalWait: ApprovalWaitState
}

const apiSlices: { [K in keyof ApiSlices]: Reducer<ApiSlices[K]> } = {
  emailLogin: emailLoginSlice.reducer,
  socialLogin: socialLoginSlice.reducer,
  farcasterLogin: farcasterLoginSlice.reducer,
  embeddedAccount: embeddedAccountSlice.reducer,
  emailUpdate: emailUpdateSlice.reducer,
  siwx: siwxSlice.reducer,
  send: sendSlice.reducer,
  nameRegistration: nameRegistrationSlice.reducer,
  smartSessions: smartSessionsSlice.reducer,
  swap: swapSlice.reducer,
  onramp: onrampSlice.reducer,
  pending: pendingSlice.reducer,
  pay: paySlice.reducer,
  capabilities: capabilitiesSlice.reducer,
  connections: connectionsSlice.reducer,
  preview: previewSlice.reducer,
  approvalWait: approvalWaitSlice.reducer,
}

/** Puts the api features' slices in an instance's reducer. */
export function attachApiSlices(portico: Pick<PorticoReducer, 'attach'>) {
  portico.attach(Object.keys(apiSlices), combineReducers(apiSlices))
}
