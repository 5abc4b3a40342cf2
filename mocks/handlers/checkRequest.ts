// Checks an incoming request against its contract entry, as a strict server would, so a
// client that builds a wrong request finds out in tests rather than in production.
import { z } from 'zod'
import type { EndpointContract } from '../../src/contract'
import { issuesOf, type SchemaIssue } from '../../src/api/errors'

export interface CheckedParts {
  params: Record<string, unknown>
  query: Record<string, unknown>
  body: unknown
}

const identificationQuery = {
  sdk: z.object({
    projectId: z.string().min(1),
    st: z.string().min(1),
    sv: z.string().min(1),
    clientId: z.string().min(1).optional(),
  }),
  projectId: z.object({ projectId: z.string().min(1) }),
} as const

function prefixed(prefix: string, issues: SchemaIssue[]): SchemaIssue[] {
  return issues.map((i) => ({ path: i.path ? `${prefix}.${i.path}` : prefix, message: i.message }))
}

export async function checkRequest(
  entry: EndpointContract,
  request: Request,
  params: Record<string, unknown>,
): Promise<{ ok: true; parts: CheckedParts } | { ok: false; fields: SchemaIssue[] }> {
  const fields: SchemaIssue[] = []
  const search = Object.fromEntries(new URL(request.url).searchParams)

  const identification = identificationQuery[entry.identification]
  const identity = identification.safeParse(search)
  if (!identity.success) fields.push(...prefixed('query', issuesOf(identity.error.issues)))
  const own = Object.fromEntries(Object.entries(search).filter(([key]) => !(key in identification.shape)))
  // Strict: a parameter the contract does not declare is a client bug worth naming.
  const query = entry.query.strict().safeParse(own)
  if (!query.success) fields.push(...prefixed('query', issuesOf(query.error.issues)))

  const path = entry.params.safeParse(params)
  if (!path.success) fields.push(...prefixed('params', issuesOf(path.error.issues)))

  let body: unknown = undefined
  if (entry.body) {
    let raw: unknown
    try {
      raw = JSON.parse(await request.text())
    } catch {
      fields.push({ path: 'body', message: 'Invalid JSON' })
    }
    if (raw !== undefined) {
      const parsed = entry.body.safeParse(raw)
      if (parsed.success) body = parsed.data
      else fields.push(...prefixed('body', issuesOf(parsed.error.issues)))
    }
  }

  if (fields.length > 0) return { ok: false, fields }
  return {
    ok: true,
    parts: { params: path.data as Record<string, unknown>, query: query.data as Record<string, unknown>, body },
  }
}
