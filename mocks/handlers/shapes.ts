// Answers derived from a contract entry's response schema, for the `empty` and
// `wrongShape` faults. Derived, so a new entry gets both faults for free.
import type { z } from 'zod'
import type { EndpointContract } from '../../src/contract'

/**
 * The smallest value of a schema: empty lists, nulls, omitted optionals. Read from the schema's
 * definition, so classic and mini schemas (the core entities) are treated alike.
 */
function emptyOf(schema: z.ZodType): unknown {
  const def = schema._zod.def as unknown as { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType }
  switch (def.type) {
    case 'optional':
      return undefined
    case 'pipe':
      // A lenient list (list → transform): the list's own empty value.
      return emptyOf(def.in!)
    case 'nullable':
    case 'null':
      return null
    case 'array':
      return []
    case 'record':
      return {}
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        const v = emptyOf(value)
        if (v !== undefined) out[key] = v
      }
      return out
    }
    case 'string':
      return ''
    case 'number':
      return 0
    case 'boolean':
      return false
    default:
      return null
  }
}

/** The call's empty result: the spec's own where the table gives one, else derived. */
export function emptyAnswer(entry: EndpointContract): { ok: true; value: unknown } | { ok: false } {
  const scope = entry.network?.whenUnsupported
  const value = scope && 'empty' in scope ? scope.empty : emptyOf(entry.response)
  return entry.response.safeParse(value).success ? { ok: true, value } : { ok: false }
}

/** A different type for the same value, so the shape is wrong but the JSON is valid. */
function otherType(value: unknown): unknown {
  if (typeof value === 'string') return 12345
  if (typeof value === 'number') return 'not-a-number'
  if (typeof value === 'boolean') return 'not-a-boolean'
  if (Array.isArray(value)) return 'not-a-list'
  if (value === null) return 7
  return ['not-an-object']
}

/** The answer with its first field's type changed (deterministic: always the first key). */
export function wrongShapeOf(answer: unknown): unknown {
  if (answer && typeof answer === 'object' && !Array.isArray(answer)) {
    const [first] = Object.keys(answer)
    if (first !== undefined) return { ...answer, [first]: otherType((answer as Record<string, unknown>)[first]) }
  }
  return { unexpected: otherType(answer) }
}
