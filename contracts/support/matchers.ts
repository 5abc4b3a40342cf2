// Pact matchers derived from a zod schema and an example value. The schema says what the
// client relies on (types, patterns, enums); the example, taken from the mock db, is what
// the provider is shown. So the pinned contract asks for shapes, not for our seed data.
import { MatchersV3 } from '@pact-foundation/pact'
import type { z } from 'zod'

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def

/** Patterns we wrote ourselves; zod's built-in formats use regex features Pact's engine lacks. */
function ownPattern(schema: z.ZodType): RegExp | undefined {
  const checks = (defOf(schema).checks ?? []) as {
    _zod: { def: { check?: string; format?: string; pattern?: RegExp } }
  }[]
  return checks.map((c) => c._zod.def).find((d) => d.check === 'string_format' && d.format === 'regex')?.pattern
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema
  for (;;) {
    const def = defOf(current)
    if (
      def.type === 'optional' ||
      def.type === 'nullable' ||
      def.type === 'default' ||
      def.type === 'prefault' ||
      def.type === 'readonly' ||
      def.type === 'catch'
    ) {
      current = def.innerType as z.ZodType
    } else if (def.type === 'pipe') {
      // A lenient list is a pipe from the list into a transform that drops bad entries: the
      // wire shape is the pipe's input.
      const out = def.out as z.ZodType
      current = defOf(out).type === 'transform' ? (def.in as z.ZodType) : out
    } else return current
  }
}

const isRecordObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Which fields an example has, null or set, all the way down: elements alike share one. */
function patternOf(value: unknown): unknown {
  if (Array.isArray(value)) return [...new Set(value.map((v) => JSON.stringify(patternOf(v))))].sort()
  if (isRecordObject(value))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, patternOf(value[k])]),
    )
  return value === null ? 'null' : 'set'
}

/**
 * A list's matcher. Pact combines rules with AND only, so no single template says "a string
 * or null". Elements alike get `eachLike`; when the examples differ in which fields are null
 * or absent, the list must contain an element like each variant (`arrayContains`), every
 * variant pinned by type, so both forms of each field stay in the contract.
 */
function listMatcher(elementSchema: z.ZodType, items: unknown[]): unknown {
  const variants = new Map<string, unknown>()
  for (const item of items) {
    const key = JSON.stringify(patternOf(item))
    if (!variants.has(key)) variants.set(key, item)
  }
  if (variants.size === 1) return MatchersV3.eachLike(matcherFor(elementSchema, items[0]), 1)
  return MatchersV3.arrayContaining(...[...variants.values()].map((v) => matcherFor(elementSchema, v)))
}

export function matcherFor(schema: z.ZodType, example: unknown): unknown {
  if (example === null) return MatchersV3.nullValue()
  if (example === undefined) return undefined
  const inner = unwrap(schema)
  const def = defOf(inner)
  switch (def.type) {
    case 'object': {
      const shape = (def.shape ?? {}) as Record<string, z.ZodType>
      const out: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(example as Record<string, unknown>)) {
        out[key] = shape[key] ? matcherFor(shape[key], value) : MatchersV3.like(value)
      }
      return out
    }
    case 'array': {
      const items = example as unknown[]
      // An empty list is part of what the state promises (an empty history): pin it.
      if (items.length === 0) return []
      return listMatcher(def.element as z.ZodType, items)
    }
    case 'record': {
      const values = Object.values(example as Record<string, unknown>)
      // Keys are data (coin types, attribute names): only the values' type is the contract.
      return values.length === 0
        ? MatchersV3.like({})
        : MatchersV3.eachValueMatches(example as Record<string, unknown>, MatchersV3.like(values[0]))
    }
    case 'string': {
      const pattern = ownPattern(inner)
      return pattern ? MatchersV3.regex(pattern.source, example as string) : MatchersV3.string(example as string)
    }
    case 'number':
      return (inner as unknown as { isInt?: boolean }).isInt
        ? MatchersV3.integer(example as number)
        : MatchersV3.number(example as number)
    case 'boolean':
      return MatchersV3.boolean(example as boolean)
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string>)
      return MatchersV3.regex(
        `^(${values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
        example as string,
      )
    }
    case 'literal':
      return example
    case 'union': {
      // The member the example is (a name record, or `[]` for none): pinned as that member.
      const member = (def.options as z.ZodType[]).find((option) => option.safeParse(example).success)
      return member ? matcherFor(member, example) : MatchersV3.like(example)
    }
    default:
      // Unions, records, unknowns: the example's types, recursively.
      return MatchersV3.like(example)
  }
}
