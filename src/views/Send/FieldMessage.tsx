'use client'
import { useT } from '../../i18n'
import type { SendProblem } from '../../features/send/sendRules'

/**
 * A field's problem under it, by id for the field's aria-describedby; a wait is not an error,
 * and a warning (shown when there is no problem) says something without blocking.
 */
export function FieldMessage({ id, problem, warning }: { id: string; problem?: SendProblem; warning?: SendProblem }) {
  const t = useT()
  const shown = problem ?? warning
  if (!shown) return null
  return (
    <p id={id} className={problem ? (problem.waiting ? 'p-muted' : 'p-field-error') : 'p-field-warning'}>
      {t(shown.message, shown.values)}
    </p>
  )
}
