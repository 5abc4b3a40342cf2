// The embedded wallet's states before anything happened. Their slices come with the api's flows;
// the selectors (in the views' chunk, which does not wait for the api) read these until then.
import type { EmailLoginState } from './emailLoginSlice'
import type { EmailUpdateState } from './emailUpdateSlice'
import type { EmbeddedAccountState } from './embeddedAccountSlice'
import type { FarcasterLoginState } from './farcasterLoginSlice'
import type { SocialLoginState } from './socialLoginSlice'

export const initialEmailLoginState: EmailLoginState = { step: 'idle' }
export const initialEmailUpdateState: EmailUpdateState = { step: 'idle', verifying: false }
export const initialEmbeddedAccountState: EmbeddedAccountState = { switching: false }
export const initialFarcasterLoginState: FarcasterLoginState = { step: 'idle' }
export const initialSocialLoginState: SocialLoginState = { step: 'idle' }
