'use client'
import { useId } from 'react'
import { CodeBoxes } from './CodeBoxes'

interface CodeEntryProps {
  value: string
  onChange(value: string): void
  onComplete(code: string): void
  /** What went wrong with the last code, in the frame's words: shown under the boxes, read with them. */
  error?: string
  /** What is under way while the boxes wait (checking the code, signing in). */
  busy?: string
}

/** The one-time code's boxes and, under them, the live line that says what went wrong or what is under way. */
export function CodeEntry({ value, onChange, onComplete, error, busy }: CodeEntryProps) {
  const errorId = useId()
  return (
    <>
      <CodeBoxes
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        disabled={!!busy}
        invalid={!!error}
        errorId={error ? errorId : undefined}
      />
      <div role="status" aria-live="polite" className="p-center">
        {error && (
          <p id={errorId} className="p-error-text">
            {error}
          </p>
        )}
        {busy && <p className="p-muted">{busy}</p>}
      </div>
    </>
  )
}
