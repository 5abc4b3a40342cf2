'use client'
import { useId, type InputHTMLAttributes } from 'react'

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string
  value: string
  onChange: (value: string) => void
  /** Keep the label for assistive technology only (a search field with a placeholder). */
  hideLabel?: boolean
}

export function TextInput({ label, value, onChange, hideLabel, className, ...rest }: TextInputProps) {
  const id = useId()
  return (
    <div className={['p-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'p-visually-hidden' : 'p-label'}>
        {label}
      </label>
      <input id={id} className="p-input" value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
    </div>
  )
}
