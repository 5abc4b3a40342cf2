'use client'
import type { FormEvent } from 'react'
import { useT } from '../../i18n'
import { useEmailLogin } from '../../headless/useEmailLogin'
import { Button } from '../components/Button'
import { TextInput } from '../components/TextInput'
import { useNavigate } from '../hooks/useNavigate'
import { useViewState } from '../hooks/useViewState'

/**
 * The email login's first step: the embedded wallet's frame starts loading as soon as the
 * visitor turns to the field, so it is there when they send; the address is kept for the next visit to this view.
 */
export function EmailForm() {
  const t = useT()
  const navigate = useNavigate()
  const login = useEmailLogin()
  const [email, setEmail] = useViewState('Connect.email', login.email ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    login.submitEmail(email)
    navigate({ view: 'EmailLogin' })
  }
  return (
    <form className="p-stack" onSubmit={submit}>
      <TextInput
        label={t('connect.email.label')}
        type="email"
        // An address reads left to right in any locale (a mirrored modal's too).
        dir="ltr"
        autoComplete="email"
        placeholder={t('connect.email.placeholder')}
        value={email}
        onChange={setEmail}
        onFocus={login.prepare}
        required
      />
      <Button type="submit" variant="primary" icon="mail">
        {t('connect.email.submit')}
      </Button>
    </form>
  )
}
