'use client'
import { useT } from '../../i18n'
import type { SendProblem } from '../../features/send/sendRules'

/** A field's problem under it, by id for the field's aria-describedby; a wait is not an error. */
export function FieldMessage({ id, problem }: { id: string; problem?: SendProblem }) {
  const t = useT()
  if (!problem) return null
  return (
    <p id={id} className={problem.waiting ? 'p-muted' : 'p-field-error'}>
      {t(problem.message, problem.values)}
    </p>
  )
}
