// Validates the host's config once, at start, in development builds. A wrong config is a
// programming error of the host: it fails at once, with one message that names the field and
// says what to fix. (Production builds fill in defaults instead: withDefaults.ts.)
import { checkDefaultNetwork, PorticoConfigError } from './configError'
import { porticoConfig, type PorticoConfig, type PorticoConfigInput } from './schema'

export { PorticoConfigError } from './configError'

interface Issue {
  code: string
  message: string
  expected?: string
  input?: unknown
  keys?: string[]
  values?: unknown[]
  issues?: Issue[]
}

/**
 * zod/mini carries no message catalogue (it would weigh more than the rest of the config), so
 * the issues a host meets most are worded here; our own checks carry their own messages.
 */
function messageOf(issue: Issue): string {
  if (issue.code === 'unrecognized_keys')
    return `Unknown field${issue.keys!.length > 1 ? 's' : ''} ${issue.keys!.map((k) => `"${k}"`).join(', ')}`
  if (issue.code === 'invalid_type')
    return `Expected ${issue.expected}, received ${issue.input === null ? 'null' : Array.isArray(issue.input) ? 'array' : typeof issue.input}`
  // An enum: say which values it takes.
  if (issue.code === 'invalid_value' && issue.values)
    return `Expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
  // A record key (a theme variable's name): the key's own check says what is wrong.
  if (issue.code === 'invalid_key' && issue.issues?.[0]) return messageOf(issue.issues[0])
  return issue.message
}

export function parseConfig(input: PorticoConfigInput): PorticoConfig {
  const result = porticoConfig.safeParse(input)
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({
      path: i.path.map(String).join('.') || '(config)',
      message: messageOf(i as never),
    }))
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
