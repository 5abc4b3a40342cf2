// The app's own sign-in prompt (useSiwx): shown while the connected account has to sign Portico's
// message; the session once signed (its message and signature stay in Portico's session store).
import { useSiwx } from 'portico/headless'

export function SignInPrompt() {
  const { status, session, error, sign, cancel, signOut } = useSiwx()
  if (status === 'signedIn' && session)
    return (
      <section aria-labelledby="signed-in-title">
        <h2 id="signed-in-title">Signed in</h2>
        <p>
          Since <time dateTime={session.issuedAt}>{new Date(session.issuedAt).toLocaleString()}</time>
          {session.expirationTime && (
            <>
              , until <time dateTime={session.expirationTime}>{new Date(session.expirationTime).toLocaleString()}</time>
            </>
          )}
        </p>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </section>
    )
  if (status !== 'signatureNeeded' && status !== 'signing') return null
  return (
    <section role="alertdialog" aria-labelledby="sign-in-title" aria-describedby="sign-in-text">
      <h2 id="sign-in-title">Sign in with your wallet</h2>
      <p id="sign-in-text">
        Your wallet will ask you to sign a message: it proves the account is yours and costs nothing.
      </p>
      {error && <p role="alert">{error}</p>}
      <button type="button" onClick={sign} disabled={status === 'signing'}>
        Sign
      </button>{' '}
      <button type="button" onClick={cancel}>
        Cancel
      </button>
    </section>
  )
}
