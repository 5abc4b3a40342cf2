'use client'
import { useState, type FormEvent } from 'react'
import { useT } from '../../i18n'
import { Button } from '../components/Button'
import { TextInput } from '../components/TextInput'
import { useNavigate } from '../hooks/useNavigate'

/** Email login: for now it leads to the EmailLogin screen, which says it is coming. */
export function EmailForm() {
  const t = useT()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    navigate({ view: 'EmailLogin' })
  }
  return (
    <form className="p-stack" onSubmit={submit}>
      <TextInput
        label={t('connect.email.label')}
        type="email"
        autoComplete="email"
        placeholder={t('connect.email.placeholder')}
        value={email}
        onChange={setEmail}
        required
      />
      <Button type="submit" variant="primary" icon="mail">
        {t('connect.email.submit')}
      </Button>
    </form>
  )
}
