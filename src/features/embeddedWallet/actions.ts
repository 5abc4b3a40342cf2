// What the visitor does in the embedded wallet's email login (the Connect view's email field,
// the EmailLogin view's code boxes). Plain actions in the first load's reach; the flow that
// answers them comes with the api (the modal is open, so the api is there by then).
import { createAction } from '../../store/toolkit'

export const emailSubmitted = createAction<{ email: string }>('portico/emailSubmitted')
export const codeSubmitted = createAction<{ code: string }>('portico/codeSubmitted')
export const emailLoginCancelled = createAction('portico/emailLoginCancelled')
/** The visitor turned to a login the embedded wallet serves (focus on the email field, a social pick): its frame starts loading. */
export const embeddedWalletWanted = createAction('portico/embeddedWalletWanted')
/** The visitor picked a social provider: its popup opens in this very turn (blockers allow only that). */
export const socialLoginRequested = createAction<{ provider: string }>('portico/socialLoginRequested')
export const socialLoginCancelled = createAction('portico/socialLoginCancelled')
/** A new Farcaster request (the view asks for one when it opens, and on Try again). */
export const farcasterLoginRequested = createAction('portico/farcasterLoginRequested')
/** The visitor switches the embedded wallet's account type (section 6: smart account or EOA). */
export const accountTypeRequested = createAction<{ type: 'eoa' | 'smartAccount' }>('portico/accountTypeRequested')
/** The visitor asks to move the embedded account to another email (the UpdateEmail view's form). */
export const emailUpdateSubmitted = createAction<{ email: string }>('portico/emailUpdateSubmitted')
/** A code of the email update: the one sent to the address in use, then the one sent to the new address. */
export const emailUpdateCodeSubmitted = createAction<{ code: string }>('portico/emailUpdateCodeSubmitted')
/** The embedded wallet refused a method outside section 6's lists (a host's request): section 8 says so after 300 ms. */
export const requestNotAllowed = createAction<{ method: string }>('portico/requestNotAllowed')
/** Back to the form (another email), or the view left: what is under way stops. */
export const emailUpdateCancelled = createAction('portico/emailUpdateCancelled')
