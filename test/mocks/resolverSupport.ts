// Calling resolvers directly, without MSW: a seeded db, a Request carrying the project id
// the client would add, the mock clock pinned to the seed's (`fixtures.now`) unless a test
// gives its own, and the JSON of a successful answer.
import type { z } from 'zod'
import type { AnyEndpointContract } from '../../src/contract'
import { createMockDb, fixtures, seedDb, type MockDb } from '../../mocks/db'
import { seedClock } from '../../mocks/db/fixtures'
import type { MockAnswer, MockRequest, Resolver } from '../../mocks/resolvers/types'

export function seededDb(): MockDb {
  const db = createMockDb()
  seedDb(db)
  return db
}

export function requestFor(path = '/', projectId: string | null = fixtures.projectId): Request {
  const url = new URL(path, 'https://mock.test')
  if (projectId) url.searchParams.set('projectId', projectId)
  return new Request(url)
}

type Parts<E extends AnyEndpointContract> = Partial<Pick<MockRequest<E>, 'params' | 'query' | 'body'>> & {
  projectId?: string | null
  /** The mock server's clock in ms; the seed's (`fixtures.now`) by default. */
  now?: () => number
}

/** Calls a resolver with the parts given; absent parts are empty, as the handler passes them. */
export async function ask<E extends AnyEndpointContract>(
  resolver: Resolver<E>,
  db: MockDb,
  parts: Parts<E> = {},
): Promise<MockAnswer<E>> {
  const request = {
    params: parts.params ?? {},
    query: parts.query ?? {},
    body: parts.body,
    request: requestFor('/', parts.projectId === undefined ? fixtures.projectId : parts.projectId),
  } as MockRequest<E>
  return resolver(request, { db, now: parts.now ?? seedClock })
}

/** The JSON of a 2xx answer; anything else fails the test with the answer in the message. */
export function jsonOf<E extends AnyEndpointContract>(answer: MockAnswer<E>): z.input<E['response']> {
  if ('json' in answer && answer.json !== undefined && (answer.status ?? 200) < 300)
    return answer.json as z.input<E['response']>
  throw new Error(`Expected a JSON answer, got ${JSON.stringify(answer)}`)
}

/** The whole refusal the server gives (`ErrorResponse`): its status and its one reason, with the field it concerns. */
export function failed(status: number, description: string, field = '') {
  return { status, json: { status: 'FAILED', reasons: [{ field, description }] } }
}

/** The status and first reason of a refusal. */
export function refusalOf(answer: MockAnswer<AnyEndpointContract>): { status: number; reason: string | undefined } {
  if ('image' in answer || !('status' in answer) || answer.status === undefined)
    throw new Error(`Expected a refusal, got ${JSON.stringify(answer)}`)
  const json = 'json' in answer ? (answer.json as { reasons?: { description: string }[] } | undefined) : undefined
  return { status: answer.status, reason: json?.reasons?.[0]?.description }
}
