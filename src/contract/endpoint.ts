// The shape of one entry of the contract table. Every HTTP call the product makes is one
// such value; the RTK Query endpoints, the MSW handlers and the Pact interactions are
// derived from it, so nothing about a call is written twice.
import { z } from 'zod'
import type { CaipNetworkId, ChainNamespace } from './entities'

import type { ServiceName } from './hosts'

export { serviceNames, type ServiceName } from './hosts'

export type HttpMethod = 'GET' | 'POST'

/**
 * How the client identifies itself on a call (spec section 7: "project id and SDK type and
 * version are added where the helper adds them; client id is added when set").
 * - `sdk`: projectId, st (SDK type), sv (SDK version), and clientId when set.
 * - `projectId`: projectId only (JSON-RPC over HTTP).
 */
export type Identification = 'sdk' | 'projectId'

/**
 * What a network-scoped call does when the active network is outside its supported set
 * (section 7: "All of these calls return empty results when the active network is
 * unsupported"; section 8 names the two thrown exceptions for swaps and gas price).
 */
export type UnsupportedNetworkOutcome<R> = { empty: R } | { error: string }

export interface NetworkScope<R> {
  /** Section 9 "Supported sets": the namespaces the call serves. */
  namespaces: readonly ChainNamespace[]
  /** A narrower list of networks where the spec gives one (swap networks). */
  caipNetworkIds?: readonly CaipNetworkId[]
  /**
   * The host's config may add networks to that list (`swapNetworks`: a host's own chain, the
   * demo's anvil); the api reads them from its services.
   */
  widenedBy?: 'swapNetworks'
  whenUnsupported: UnsupportedNetworkOutcome<R>
}

export interface Pagination<Q, R> {
  /** The query field that carries the page parameter. */
  param: keyof Q & string
  initial: string | number
  /** The next page parameter, or undefined when the last page was reached. */
  next: (lastPage: R, lastParam: string | number, query: Q) => string | number | undefined
}

/**
 * What a cached answer is about (RTK Query's tags), where something Portico does changes it on the
 * server: a flow that knows it did marks the answers stale, and the views showing them read them
 * again. `History`: the chain's transactions of an account, which gain one Portico sent once it
 * is mined.
 */
export const cacheTags = ['History'] as const
export type CacheTag = (typeof cacheTags)[number]

export type EmptyObject = z.ZodObject<{}>
export type AnyObject = z.ZodObject<z.ZodRawShape>

export type EndpointKind = 'query' | 'infiniteQuery' | 'mutation'
export type ResponseFormat = 'json' | 'image' | 'jsonRpc'
/**
 * How a body goes: JSON with its content type, or as a page's beacon sends it — the same JSON as
 * `text/plain` (a simple request, no CORS preflight), kept alive past the page's end.
 */
export type RequestFormat = 'json' | 'beacon'

export interface EndpointContract<
  Params extends AnyObject = AnyObject,
  Query extends AnyObject = AnyObject,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Kind extends EndpointKind = EndpointKind,
> {
  service: ServiceName
  kind: Kind
  method: HttpMethod
  /** Path template under the service base URL; `{name}` segments come from `params`. */
  path: string
  summary: string
  params: Params
  query: Query
  body: Body
  response: Response
  format: ResponseFormat
  requestFormat: RequestFormat
  identification: Identification
  /**
   * Seconds an answer stays fresh: asks within this time are served from the cache, and
   * unused data is dropped after it. A function when it depends on the call (JSON-RPC).
   */
  cacheSeconds: number | ((arg: ArgOf<Params, Query, Body>) => number)
  /** The tags of the answer (`cacheTags`); a function when they depend on the call. */
  tags?: readonly CacheTag[] | ((arg: ArgOf<Params, Query, Body>) => readonly CacheTag[])
  network?: NetworkScope<z.output<Response>>
  pagination?: Kind extends 'infiniteQuery' ? Pagination<z.output<Query>, z.output<Response>> : never
  /** Set where the spec does not show the answer's shape: why we chose the shape we did. */
  assumption?: string
}

/** Parts of an argument: present when declared, optional when none of their fields is required. */
type PartArg<K extends string, S> = S extends z.ZodType
  ? {} extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : {}

export type ArgOf<Params, Query, Body> = PartArg<'params', Params> & PartArg<'query', Query> & PartArg<'body', Body>

export type EndpointArg<E> =
  E extends EndpointContract<infer P, infer Q, infer B, z.ZodType, EndpointKind> ? ArgOf<P, Q, B> : never
export type EndpointResult<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never

/**
 * Any entry, whatever its schemas. `any` because a table mixes entries whose `cacheSeconds`
 * functions take different arguments, which no common parameter type accepts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpointContract = EndpointContract<any, any, any, any, any>
export type ServiceContract = Record<string, AnyEndpointContract>

const none = z.object({})

/**
 * Declares one table entry. Omitted parts default to "none", so each entry states only what
 * its call has; the generics keep every schema's type for the derived endpoints.
 */
export function endpoint<
  Kind extends EndpointKind,
  Response extends z.ZodType,
  Params extends AnyObject = EmptyObject,
  Query extends AnyObject = EmptyObject,
  Body extends z.ZodType | undefined = undefined,
>(
  entry: Omit<
    EndpointContract<Params, Query, Body, Response, Kind>,
    'params' | 'query' | 'body' | 'format' | 'requestFormat' | 'identification'
  > & {
    params?: Params
    query?: Query
    body?: Body
    format?: ResponseFormat
    requestFormat?: RequestFormat
    identification?: Identification
  },
): EndpointContract<Params, Query, Body, Response, Kind> {
  const params = (entry.params ?? none) as Params
  const declared = [...entry.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
  const keys = Object.keys(params.shape)
  if (declared.length !== keys.length || declared.some((k) => !keys.includes(k!))) {
    throw new Error(`Contract entry ${entry.method} ${entry.path}: path parameters and params schema differ`)
  }
  return {
    ...entry,
    params,
    query: (entry.query ?? none) as Query,
    body: entry.body as Body,
    format: entry.format ?? 'json',
    requestFormat: entry.requestFormat ?? 'json',
    identification: entry.identification ?? 'sdk',
  }
}

/** The argument schema of an entry: `{ params, query, body }` with only the declared parts. */
export function argSchemaOf(entry: EndpointContract) {
  const shape: Record<string, z.ZodType> = {}
  // A part whose fields are all optional may be left out, and so may a whole argument
  // that has no required part.
  const required = (s: AnyObject) => !s.safeParse({}).success
  shape.params = required(entry.params) ? entry.params : entry.params.optional()
  shape.query = required(entry.query) ? entry.query : entry.query.optional()
  if (entry.body) shape.body = entry.body
  const schema = z.object(shape).strict()
  return entry.body || required(entry.params) || required(entry.query) ? schema : schema.optional()
}

/** Fills `{name}` segments, encoding each value. */
export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params[key])))
}

/** The MSW/express form of a path template: `/v1/identity/:address`. */
export function routePath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1')
}
