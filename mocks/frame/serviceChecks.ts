// What the embedded wallet's service checks before it serves a page, as the real one does, in
// the words section 8's provider error mapping turns into alerts: a project id it does not
// know ("Invalid key": Invalid Project ID), a page whose domain the project has not verified
// (the unverified domain alert), and a session token that starts later than the visitor's
// clock says (a clock running behind: "JWT is not yet valid", Session Expired). The projects
// are the mocks' own rows (mocks/db/projects.ts), read with section 9's allowed-origins rule.
import { isOriginAllowed } from '../../src/features/analytics/allowedOrigins'
import { projectRowOf } from '../db/projects'

export const serviceRefusals = {
  invalidKey: 'Invalid key',
  unverifiedDomain: (origin: string) => `Unverified domain: ${origin} is not verified for this project`,
  jwtNotYetValid: 'JWT is not yet valid',
} as const

/** How far ahead of the visitor's clock a token may start (clocks are never quite together). */
export const clockSkewMs = 30_000

/** Why the service will not serve this page for this project, if it will not. */
export function projectRefusal(projectId: string, pageOrigin: string): string | undefined {
  const project = projectRowOf(projectId)
  if (!project.isValid) return serviceRefusals.invalidKey
  if (!isOriginAllowed(pageOrigin, project.allowedOrigins)) return serviceRefusals.unverifiedDomain(pageOrigin)
  return undefined
}

/** Whether a token the service issued at `startedAt` (its clock) is valid yet by the visitor's `now`. */
export const tokenStarted = (startedAt: number, now: number) => startedAt <= now + clockSkewMs
