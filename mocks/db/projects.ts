// Project configuration: allowed origins and the analytics switch per project id. Demos
// and tests may use any project id, so an unlisted id gets the row `*`; only ids marked
// invalid are refused. The mocks' directory serves these rows, and the fake frame's service
// checks a page against them (mocks/frame/serviceChecks.ts).
import { fixtures } from './fixtures'
import type { MockDb } from './models'

/** The row that serves every project id the db does not list. */
export const anyProject = '*'

/** Local development origins (any port) and a hosting-domain wildcard (spec section 9). */
const devOrigins = ['http://localhost:*', 'http://127.0.0.1:*', 'https://*.vercel.app']

export interface ProjectRow {
  projectId: string
  allowedOrigins: string[]
  isAnalyticsEnabled: boolean
  isValid: boolean
}

export const projectRows: readonly ProjectRow[] = [
  { projectId: anyProject, allowedOrigins: devOrigins, isAnalyticsEnabled: true, isValid: true },
  {
    projectId: fixtures.projectId,
    allowedOrigins: [...devOrigins, 'https://portico.example'],
    isAnalyticsEnabled: true,
    isValid: true,
  },
  {
    projectId: fixtures.analyticsDisabledProjectId,
    allowedOrigins: devOrigins,
    isAnalyticsEnabled: false,
    isValid: true,
  },
  { projectId: fixtures.invalidProjectId, allowedOrigins: [], isAnalyticsEnabled: false, isValid: false },
]

/** A project id's row, or the row every unlisted id gets. */
export const projectRowOf = (projectId: string): ProjectRow =>
  projectRows.find((row) => row.projectId === projectId) ?? projectRows[0]!

export function seedProjects(db: MockDb): void {
  for (const row of projectRows) db.project.create({ ...row, allowedOrigins: [...row.allowedOrigins] })
}
