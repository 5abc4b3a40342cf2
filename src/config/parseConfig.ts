// Validates the host's config once, at start, in development builds. A wrong config is a
// programming error of the host: it fails at once, with one message that names the field and
// says what to fix. (Production builds fill in defaults instead: withDefaults.ts.)
import type * as z from 'zod/mini'
import { checkDefaultNetwork, PorticoConfigError, type ConfigIssue } from './configError'
import { porticoConfig, type PorticoConfig, type PorticoConfigInput } from './schema'

export { PorticoConfigError } from './configError'

type Issue = z.core.$ZodIssue

/**
 * zod/mini carries no message catalogue (it would weigh more than the rest of the config), so
 * the issues a host meets most are worded here; our own checks carry their own messages.
 */
function messageOf(issue: Issue): string {
  if (issue.code === 'invalid_type')
    return `Expected ${issue.expected}, received ${issue.input === null ? 'null' : Array.isArray(issue.input) ? 'array' : typeof issue.input}`
  // An enum: say which values it takes.
  if (issue.code === 'invalid_value') return `Expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
  // A record key (a theme variable's name): the key's own check says what is wrong.
  if (issue.code === 'invalid_key' && issue.issues[0]) return messageOf(issue.issues[0])
  return issue.message
}

/** A union's option the value has the shape of: nothing wrong with its type at its root. */
const shapeMatches = (option: Issue[]) =>
  option.every((issue) => issue.path.length > 0 || (issue.code !== 'invalid_type' && issue.code !== 'invalid_value'))

/**
 * Each issue at the field it is about: an unknown key at its own path (`features.swapp`), and
 * where a value is one of several shapes (`embeddedWallet`: `{ frameUrl }` or `false`), the
 * issues of the one shape it has.
 */
function issuesOf(issue: Issue, parent: PropertyKey[] = []): ConfigIssue[] {
  const path = [...parent, ...issue.path]
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => configIssue([...path, key], 'Unknown field'))
  if (issue.code === 'invalid_union') {
    const [meant, ...others] = issue.errors.filter(shapeMatches)
    if (meant && others.length === 0) return meant.flatMap((inner) => issuesOf(inner, path))
  }
  return [configIssue(path, messageOf(issue))]
}

const configIssue = (path: PropertyKey[], message: string): ConfigIssue => ({
  path: path.map(String).join('.') || '(config)',
  message,
})

export function parseConfig(input: PorticoConfigInput): PorticoConfig {
  // With each value in its issue, so a wrong type says what it was.
  const result = porticoConfig.safeParse(input, { reportInput: true })
  if (!result.success) {
    const issues = result.error.issues.flatMap((issue) => issuesOf(issue))
    const [first] = issues
    const more =
      issues.length > 1
        ? ` (and ${issues.length - 1} more: ${issues
            .slice(1)
            .map((i) => i.path)
            .join(', ')})`
        : ''
    throw new PorticoConfigError(`Invalid Portico config: ${first!.path}: ${first!.message}${more}`, issues)
  }
  checkDefaultNetwork(result.data)
  return result.data
}
