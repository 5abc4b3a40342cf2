// The app's own email login (useEmailLogin): the address, then approving this device from the
// inbox or typing the one-time code sent there. The embedded wallet's frame starts loading when
// the visitor turns to the field, so it is there when they send.
import { useEmailLogin } from 'portico/headless'
import { useState, type FormEvent } from 'react'

export function EmailLogin() {
  const { step, email, error, resendIn, prepare, submitEmail, resend, submitCode, cancel } = useEmailLogin()
  const [address, setAddress] = useState('')
  const [code, setCode] = useState('')
  const sendEmail = (event: FormEvent) => {
    event.preventDefault()
    submitEmail(address)
  }
  const sendCode = (event: FormEvent) => {
    event.preventDefault()
    submitCode(code)
  }
  return (
    <section aria-labelledby="email-title">
      <h2 id="email-title">Or with your email</h2>
      {error && <p role="alert">{error}</p>}
      {step === 'idle' || step === 'sending' ? (
        <form onSubmit={sendEmail}>
          <label>
            Email{' '}
            <input
              type="email"
              required
              value={address}
              onFocus={prepare}
              onChange={(event) => setAddress(event.target.value)}
            />
          </label>{' '}
          <button type="submit" disabled={step === 'sending'}>
            Continue with email
          </button>
        </form>
      ) : step === 'device' ? (
        <p>Approve this device from the email sent to {email}.</p>
      ) : step === 'code' || step === 'verifying' ? (
        <form onSubmit={sendCode}>
          <label>
            Code sent to {email}{' '}
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>{' '}
          <button type="submit" disabled={step === 'verifying'}>
            Submit code
          </button>{' '}
          <button type="button" disabled={resendIn > 0} onClick={resend}>
            {resendIn > 0 ? `Resend in ${resendIn} s` : 'Resend code'}
          </button>
        </form>
      ) : (
        <p>Connecting…</p>
      )}
      {step !== 'idle' && (
        <button type="button" onClick={cancel}>
          Use another email
        </button>
      )}
    </section>
  )
}
