// Validates the host's config once, at start. A wrong config is a programming error of the
// host: it fails at once, with one message that names the field and says what to fix.
import { porticoConfig, type PorticoConfig, type PorticoConfigInput } from './schema'

export class PorticoConfigError extends Error {
  override name = 'PorticoConfigError'
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(message)
  }
}

export function parseConfig(input: PorticoConfigInput): PorticoConfig {
  const result = porticoConfig.safeParse(input)
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(config)', message: i.message }))
    const [first] = issues
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more: ${issues.slice(1).map((i) => i.path).join(', ')})` : ''
    throw new PorticoConfigError(`Invalid Portico config: ${first!.path}: ${first!.message}${more}`, issues)
  }
  const config = result.data
  const defaultId = typeof config.defaultNetwork === 'string' ? config.defaultNetwork : config.defaultNetwork?.caipNetworkId
  if (defaultId && !config.networks.some((n) => n.caipNetworkId === defaultId)) {
    throw new PorticoConfigError(`Invalid Portico config: defaultNetwork: ${defaultId} is not one of networks`, [
      { path: 'defaultNetwork', message: `${defaultId} is not one of networks` },
    ])
  }
  return config
}

/** Section 8 alerts about the project id: shown, not thrown, so the modal still works locally. */
export function projectIdAlert(projectId: string): 'projectIdNotConfigured' | 'invalidProjectId' | undefined {
  if (!projectId) return 'projectIdNotConfigured'
  if (!/^[0-9a-f]{32}$/i.test(projectId)) return 'invalidProjectId'
  return undefined
}
