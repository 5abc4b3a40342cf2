import type { RootState } from '../../store/state'
import {
  initialEmailLoginState,
  initialEmailUpdateState,
  initialEmbeddedAccountState,
  initialFarcasterLoginState,
  initialSocialLoginState,
} from './idleStates'

/** The email login, idle until its slice arrives with the api's flows. */
export const selectEmailLogin = (state: RootState) => state.portico.emailLogin ?? initialEmailLoginState

/** The social login, idle until its slice arrives with the api's flows. */
export const selectSocialLogin = (state: RootState) => state.portico.socialLogin ?? initialSocialLoginState

/** The Farcaster login, idle until its slice arrives with the api's flows. */
export const selectFarcasterLogin = (state: RootState) => state.portico.farcasterLogin ?? initialFarcasterLoginState

/** The embedded wallet's account (who signed in, its account types), empty until read. */
export const selectEmbeddedAccount = (state: RootState) => state.portico.embeddedAccount ?? initialEmbeddedAccountState

/** The email update, idle until its slice arrives with the api's flows. */
export const selectEmailUpdate = (state: RootState) => state.portico.emailUpdate ?? initialEmailUpdateState
