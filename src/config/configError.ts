// The error a wrong config throws, and the checks every build makes: development builds check
// the whole config (parseConfig), production builds only what would otherwise break later.
import type { PorticoConfig } from './schema'

/** One thing wrong, at the field's path (`features.swapp`, `wallets.custom.0.name`). */
export interface ConfigIssue {
  path: string
  message: string
}

export class PorticoConfigError extends Error {
  override name = 'PorticoConfigError'
  constructor(
    message: string,
    readonly issues: ConfigIssue[],
  ) {
    super(message)
  }
}

export const noNetworksMessage = 'Configure at least one network'

export function configError(path: string, message: string): PorticoConfigError {
  return new PorticoConfigError(`Invalid Portico config: ${path}: ${message}`, [{ path, message }])
}

/** The default network must be one of the networks (checked in every build). */
export function checkDefaultNetwork(config: Pick<PorticoConfig, 'networks' | 'defaultNetwork'>) {
  const defaultId =
    typeof config.defaultNetwork === 'string' ? config.defaultNetwork : config.defaultNetwork?.caipNetworkId
  if (defaultId && !config.networks.some((n) => n.caipNetworkId === defaultId)) {
    throw configError('defaultNetwork', `${defaultId} is not one of networks`)
  }
}

type ProjectIdAlert = 'projectIdNotConfigured' | 'invalidProjectId'

/** Section 8 alerts about the project id: shown, not thrown, so the modal still works locally. */
export function projectIdAlert(projectId: string): ProjectIdAlert | undefined {
  if (!projectId) return 'projectIdNotConfigured'
  if (!/^[0-9a-f]{32}$/i.test(projectId)) return 'invalidProjectId'
  return undefined
}

/** Where a host gets a project id. */
export const projectIdSource = 'https://dashboard.reown.com'

/**
 * What a development build says in the console at start about a project id the alert will be
 * raised for: the alert itself shows only once the modal opens (section 8), which may be long
 * after the config was written.
 */
export function projectIdWarning(projectId: string, alert: ProjectIdAlert): string {
  const what =
    alert === 'projectIdNotConfigured'
      ? 'no projectId is configured'
      : `projectId ${JSON.stringify(projectId)} is not a project id (32 hexadecimal characters)`
  const shown = alert === 'projectIdNotConfigured' ? 'Project ID Not Configured' : 'Invalid Project ID'
  return `Portico: ${what}; the modal will show "${shown}" when it opens. Get a project id at ${projectIdSource}.`
}

/** The project ids the console was told of: a page makes a store (and starts it) more than once. */
const warnedProjectIds = /* @__PURE__ */ new Set<string>()

/**
 * Development builds say, when Portico starts in the browser, what is wrong with the project id,
 * with where to get one: the section 8 alert raised for it shows only when the modal opens.
 * Not while a store is made: that is during a render, where a server (Next.js prerendering)
 * must not see a console call whose hooks may read the clock. Once per id a page uses.
 */
export function warnOfProjectId(projectId: string) {
  const alert = projectIdAlert(projectId)
  if (!alert || warnedProjectIds.has(projectId)) return
  warnedProjectIds.add(projectId)
  console.warn(projectIdWarning(projectId, alert))
}
