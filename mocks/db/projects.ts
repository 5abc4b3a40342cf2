// Project configuration: allowed origins and the analytics switch per project id. Demos
// and tests may use any project id, so an unlisted id gets the row `*`; only ids marked
// invalid are refused.
import { fixtures } from './fixtures'
import type { MockDb } from './models'

/** The row that serves every project id the db does not list. */
export const anyProject = '*'

/** Local development origins (any port) and a hosting-domain wildcard (spec section 9). */
const devOrigins = ['http://localhost:*', 'http://127.0.0.1:*', 'https://*.vercel.app']

export function seedProjects(db: MockDb): void {
  db.project.create({ projectId: anyProject, allowedOrigins: devOrigins, isAnalyticsEnabled: true, isValid: true })
  db.project.create({
    projectId: fixtures.projectId,
    allowedOrigins: [...devOrigins, 'https://portico.example'],
    isAnalyticsEnabled: true,
    isValid: true,
  })
  db.project.create({
    projectId: fixtures.analyticsDisabledProjectId,
    allowedOrigins: devOrigins,
    isAnalyticsEnabled: false,
    isValid: true,
  })
  db.project.create({
    projectId: fixtures.invalidProjectId,
    allowedOrigins: [],
    isAnalyticsEnabled: false,
    isValid: false,
  })
}
