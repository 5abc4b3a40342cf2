'use client'
import { useId, type FormEvent } from 'react'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { useSay } from '../../headless/useSay'
import {
  emailUpdateCancelled,
  emailUpdateCodeSubmitted,
  emailUpdateSubmitted,
} from '../../features/embeddedWallet/actions'
import { selectEmailUpdate, selectEmbeddedAccount } from '../../features/embeddedWallet/selectors'
import { popped } from '../../features/modal/routerSlice'
import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import { Spinner } from '../components/Spinner'
import { TextInput } from '../components/TextInput'
import { useViewState } from '../hooks/useViewState'
import { CodeEntry } from '../EmailLogin/CodeEntry'
import { emailLoginStyles } from '../EmailLogin/emailLoginStyles'

/**
 * Moving the embedded account to another email (section 4): the new address, the code sent to
 * the address in use, then the code sent to the new one, then done. Each step is the flow's;
 * the view only shows it and keeps what the visitor typed.
 */
export function UpdateEmail() {
  const t = useT()
  const say = useSay()
  const dispatch = usePorticoDispatch()
  const update = usePorticoSelector(selectEmailUpdate)
  const current = usePorticoSelector(selectEmbeddedAccount).account?.email
  const [email, setEmail] = useViewState('UpdateEmail.email', '')
  const errorId = useId()

  if (update.step === 'done') {
    const back = () => {
      setEmail('')
      dispatch(popped())
    }
    return (
      <div className="p-center">
        <style>{emailLoginStyles}</style>
        <Icon name="check" />
        <p role="status" className="p-email">
          {t('updateEmail.done', { email: update.newEmail ?? '' })}
        </p>
        <Button variant="primary" onClick={back}>
          {t('updateEmail.back')}
        </Button>
      </div>
    )
  }

  if (update.step === 'currentCode' || update.step === 'newCode') {
    // Keyed by step: the second code starts with empty boxes.
    return (
      <CodeStep
        key={update.step}
        step={update.step}
        sentTo={update.step === 'currentCode' ? current : update.newEmail}
      />
    )
  }

  const sending = update.step === 'sending'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(emailUpdateSubmitted({ email: email.trim() }))
  }
  return (
    <form className="p-stack" onSubmit={submit}>
      <style>{emailLoginStyles}</style>
      {current && <p className="p-muted p-email">{t('updateEmail.current', { email: current })}</p>}
      <TextInput
        label={t('updateEmail.label')}
        type="email"
        dir="ltr"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        required
        aria-invalid={update.error ? true : undefined}
        aria-describedby={update.error ? errorId : undefined}
      />
      <div role="status" aria-live="polite">
        {update.error && (
          <p id={errorId} className="p-error-text">
            {say(update.error)}
          </p>
        )}
      </div>
      <Button type="submit" variant="primary" icon="mail" unavailable={sending}>
        {sending ? t('updateEmail.sending') : t('updateEmail.submit')}
      </Button>
    </form>
  )
}

/** One code step: the code sent to the address in use, or the one sent to the new address. */
function CodeStep({ step, sentTo }: { step: 'currentCode' | 'newCode'; sentTo: string | undefined }) {
  const t = useT()
  const say = useSay()
  const dispatch = usePorticoDispatch()
  const update = usePorticoSelector(selectEmailUpdate)
  // A wrong code keeps its digits (and comes back on back-and-forth), per step.
  const [code, setCode] = useViewState(`UpdateEmail.code.${step}`, '')
  return (
    <div className="p-stack">
      <style>{emailLoginStyles}</style>
      <div className="p-center">
        <Icon name="mail" />
        <p>
          <strong>{t(`updateEmail.${step}.title`)}</strong>
        </p>
        <p className="p-email">{t('emailLogin.code.hint', { email: sentTo ?? '' })}</p>
      </div>
      <CodeEntry
        value={code}
        onChange={setCode}
        onComplete={(complete) => dispatch(emailUpdateCodeSubmitted({ code: complete }))}
        error={say(update.error)}
        busy={update.verifying ? t('emailLogin.verifying') : undefined}
      />
      {update.verifying ? (
        <Spinner />
      ) : (
        <Button onClick={() => dispatch(emailUpdateCancelled())}>{t('emailLogin.useOther')}</Button>
      )}
    </div>
  )
}
