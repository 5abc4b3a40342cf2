// What a mock resolver is: the answer to one contract entry, computed from the mock db.
// The handler generator (mocks/handlers) does everything else: routing, checking the
// request against the entry's schemas, faults, and checking the answer it sends.
import type { z } from 'zod'
import type { AnyEndpointContract, ServiceContract } from '../../src/contract'
import type { MockDb } from '../db'

export interface MockRequest<E extends AnyEndpointContract> {
  params: z.output<E['params']>
  query: z.output<E['query']>
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined
  /** The raw request, for the rare resolver that needs a header or the URL. */
  request: Request
}

export type MockAnswer<E extends AnyEndpointContract> =
  /** A JSON body that must pass the entry's response schema (checked by the handler). */
  | { status?: 200 | 201; json: z.input<E['response']> }
  /** An answer with no body (analytics; a revoked smart session: 200 and nothing else). */
  | { status: 200 | 202 | 204 }
  /** An image answer (directory image endpoints). */
  | { image: { bytes: Uint8Array; mimeType: string } }
  /** A refusal, as the real API gives it: status plus `{ status: "FAILED", reasons: [{ field, description }] }`. */
  | {
      status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503
      json?: { status?: string; reasons?: { field?: string; description: string }[] }
    }

export interface MockContext {
  db: MockDb
  /** The mock server's clock, in ms: the wall clock unless the setup pins it (contract tests). */
  now: () => number
  /** The fake on-ramp provider's checkout page generated URLs lead to (mocks/onramp), when one is served. */
  checkoutUrl?: string
}

export type Resolver<E extends AnyEndpointContract> = (
  request: MockRequest<E>,
  context: MockContext,
) => MockAnswer<E> | Promise<MockAnswer<E>>

export type Resolvers<C extends ServiceContract> = { [K in keyof C]: Resolver<C[K]> }
