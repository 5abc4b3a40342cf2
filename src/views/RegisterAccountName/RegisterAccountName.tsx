'use client'
import { useId, type FormEvent } from 'react'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { useSay } from '../../headless/useSay'
import { nameMessages } from '../../features/names/messages'
import { nameRegisterRequested, nameTyped } from '../../features/names/actions'
import { accountNameZone, fullNameOf, nameLabelProblem } from '../../features/names/nameRules'
import { selectNameRegistration } from '../../features/names/selectors'
import { Button } from '../components/Button'
import { TextInput } from '../components/TextInput'

/**
 * Choosing an account name (section 5's rule as the visitor types: letters, digits and hyphens,
 * at least 4): once typing pauses, whether the name is free, and free names close to it to pick;
 * Register when it is free. A failed registration comes back here with its words.
 */
export function RegisterAccountName() {
  const t = useT()
  // Section 8's words kept as catalogue keys are said in the visitor's language; the API's
  // reason as it is.
  const say = useSay()
  const dispatch = usePorticoDispatch()
  const { label, check, suggestions, error } = usePorticoSelector(selectNameRegistration)
  const messageId = useId()
  const problem = label ? nameLabelProblem(label) : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(nameRegisterRequested())
  }
  const status = problem
    ? t(`names.rule.${problem}`)
    : check === 'checking'
      ? t('names.checking')
      : check === 'available'
        ? t('names.available', { name: fullNameOf(label) })
        : check === 'taken'
          ? t('names.taken', { name: fullNameOf(label) })
          : undefined
  return (
    <form className="p-stack" onSubmit={submit}>
      <p className="p-muted">{t('names.hint')}</p>
      <TextInput
        label={t('names.label')}
        value={label}
        onChange={(value) => dispatch(nameTyped({ label: value.trim() }))}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem || check === 'taken' ? true : undefined}
        aria-describedby={messageId}
      />
      <p className="p-muted">{t('names.zone', { zone: accountNameZone })}</p>
      <div id={messageId} role="status" aria-live="polite" className="p-status">
        {status && <p className={problem || check === 'taken' ? 'p-error-text' : undefined}>{status}</p>}
        {error && (
          <p className="p-error-text">
            {/* The name that failed is the one typed: the form keeps it. */}
            {error === nameMessages.registerFailed ? t(error, { name: fullNameOf(label) }) : say(error)}
          </p>
        )}
      </div>
      {check === 'taken' && suggestions.length > 0 && (
        <ul className="p-stack" aria-label={t('names.suggestions')}>
          {suggestions.map((name) => (
            <li key={name}>
              <Button onClick={() => dispatch(nameTyped({ label: name.split('.')[0]! }))}>{name}</Button>
            </li>
          ))}
        </ul>
      )}
      <Button type="submit" variant="primary" unavailable={check !== 'available'}>
        {t('names.register')}
      </Button>
    </form>
  )
}
