// What the visitor and the host do with sign-in (SIWX, section 4), and what comes of it: plain
// actions in the first load's reach (the hooks and the events name them); the flow and the
// slice that answer them come with the api.
import { createAction } from '../../store/toolkit'
import type { CaipAddress } from '../../contract/entities'

/** The visitor pressed Sign on SIWXSignMessage. */
export const siwxSignRequested = createAction('portico/siwxSignRequested')
/** The visitor pressed Cancel on SIWXSignMessage. */
export const siwxCancelled = createAction('portico/siwxCancelled')
/** The host asks the visitor to sign in now (useSiwx().signIn). */
export const siwxSignInRequested = createAction('portico/siwxSignInRequested')
/** The host signs the visitor out (useSiwx().signOut): the session is revoked. */
export const siwxSignOutRequested = createAction('portico/siwxSignOutRequested')

// Events (usePorticoEvents): each step's outcome.
/** The account has a live session: found, or just signed. */
export const siwxSignedIn = createAction<{ caipAddress: CaipAddress; issuedAt: string; expirationTime?: string }>(
  'portico/siwxSignedIn',
)
/** The account has no session: SIWXSignMessage asks for one. */
export const siwxSignatureNeeded = createAction<{ caipAddress: CaipAddress }>('portico/siwxSignatureNeeded')
/** Signing did not end in a session: declined, refused, or failed; in the spec's words. */
export const siwxSignFailed = createAction<{ caipAddress: CaipAddress; error: string; declined: boolean }>(
  'portico/siwxSignFailed',
)
/** The session was revoked (signed out). */
export const siwxSignedOut = createAction<{ caipAddress: CaipAddress }>('portico/siwxSignedOut')
