'use client'
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useT } from '../../i18n'

export const codeLength = 6

interface CodeBoxesProps {
  value: string
  onChange(value: string): void
  /** Called when the sixth digit arrives, typed or pasted. */
  onComplete(code: string): void
  disabled?: boolean
  invalid?: boolean
  /** The error text's id, read with the boxes. */
  errorId?: string
}

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, codeLength)

/**
 * The one-time code as six boxes: a digit moves to the next box, Backspace on an empty box goes
 * back, arrows move, and a pasted code (or the phone's one-time-code suggestion) fills them all.
 */
export function CodeBoxes({ value, onChange, onComplete, disabled, invalid, errorId }: CodeBoxesProps) {
  const t = useT()
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(codeLength - 1, index))]?.focus()
  const set = (next: string, focusAt: number) => {
    if (disabled) return
    onChange(next)
    focus(focusAt)
    if (next.length === codeLength && /^\d+$/.test(next)) onComplete(next)
  }
  const typed = (index: number, text: string) => {
    const digits = digitsOf(text)
    if (!digits) return
    // One digit replaces this box; several (an autofilled code) fill from here on.
    const next = (value.slice(0, index) + digits + value.slice(index + digits.length)).slice(0, codeLength)
    set(next, index + digits.length)
  }
  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (disabled) return
    if (event.key === 'Backspace') {
      event.preventDefault()
      const at = value[index] ? index : index - 1
      if (at < 0) return
      onChange(value.slice(0, at) + value.slice(at + 1))
      focus(at)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focus(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focus(index + 1)
    }
  }
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'))
    if (!digits) return
    event.preventDefault()
    set(digits, digits.length)
  }
  return (
    <div className="p-code" role="group" aria-label={t('emailLogin.code.label')}>
      {Array.from({ length: codeLength }, (_, index) => (
        <input
          key={index}
          ref={(input) => void (boxes.current[index] = input)}
          className="p-input p-code-box"
          value={value[index] ?? ''}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? codeLength : 1}
          aria-label={t('emailLogin.code.digit', { n: index + 1, count: codeLength })}
          aria-invalid={invalid || undefined}
          aria-describedby={errorId}
          // Read-only, not disabled, while the code is checked: the box keeps the focus (in the
          // dialog), and a wrong code is corrected where the visitor left off.
          readOnly={disabled}
          aria-disabled={disabled || undefined}
          onChange={(event) => typed(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={paste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  )
}
