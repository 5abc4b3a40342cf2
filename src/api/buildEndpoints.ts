// The one function that turns a service's contract table into RTK Query endpoint
// definitions. Nothing here is specific to a call: every rule comes from the table entry.
import type {
  BaseQueryApi,
  EndpointBuilder,
  InfiniteQueryDefinition,
  MutationDefinition,
  NamedSchemaError,
  QueryDefinition,
} from '@reduxjs/toolkit/query'
import { z } from 'zod'
import {
  argSchemaOf,
  fillPath,
  type ArgOf,
  type CacheTag,
  type EndpointContract,
  type ServiceContract,
} from '../contract'
import type { CaipNetworkId } from '../contract'
import type { PorticoBaseQuery, RequestDescriptor } from './baseQuery'
import { issuesOf, schemaError, type PorticoApiError } from './errors'
import { unsupportedNetworkOutcome } from './networkSupport'
import { readAnswer } from './readAnswer'
import type { porticoKey } from './hostState'

type ReducerPath = typeof porticoKey
/** The page parameters the contract's paginated calls use; they are not part of the cache key. */
type PageParamName = 'page' | 'cursor'

type OptionalWhenEmpty<A> = {} extends A ? A | void : A
type InfiniteArg<A> = A extends { query?: infer Q }
  ? Omit<A, 'query'> & { query?: Omit<NonNullable<Q>, PageParamName> }
  : A
type InfiniteArgRequired<A> = A extends { query: infer Q }
  ? Omit<A, 'query'> & { query: Omit<Q, PageParamName> }
  : InfiniteArg<A>

export type DefinitionOf<E> =
  E extends EndpointContract<infer P, infer Q, infer B, infer R, infer K>
    ? K extends 'query'
      ? QueryDefinition<OptionalWhenEmpty<ArgOf<P, Q, B>>, PorticoBaseQuery, CacheTag, z.output<R>, ReducerPath>
      : K extends 'mutation'
        ? MutationDefinition<OptionalWhenEmpty<ArgOf<P, Q, B>>, PorticoBaseQuery, CacheTag, z.output<R>, ReducerPath>
        : InfiniteQueryDefinition<
            InfiniteArgRequired<ArgOf<P, Q, B>>,
            string | number,
            PorticoBaseQuery,
            CacheTag,
            z.output<R>,
            ReducerPath
          >
    : never

export type DefinitionsOf<C extends ServiceContract> = { [K in keyof C]: DefinitionOf<C[K]> }

export interface BuildDependencies {
  /** The CAIP network ids the Blockchain API serves, or undefined when that is not known. */
  supportedNetworks: (api: BaseQueryApi) => Promise<readonly CaipNetworkId[] | undefined>
}

interface CallArg {
  params?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

function describe(service: string, name: string, entry: EndpointContract, arg: CallArg | undefined): RequestDescriptor {
  return {
    service: entry.service,
    endpoint: `${service}.${name}`,
    method: entry.method,
    path: fillPath(entry.path, arg?.params),
    query: arg?.query,
    body: arg?.body,
    format: entry.format,
    requestFormat: entry.requestFormat,
    identification: entry.identification,
  }
}

/**
 * An argument that fails its schema becomes a typed error the UI can show, never an exception.
 * Answers are read by `readAnswer`, which also reports the list entries it drops.
 */
function catchSchemaFailure(endpoint: string) {
  return (error: NamedSchemaError): PorticoApiError => schemaError('request', endpoint, issuesOf(error.issues))
}

function ttlSeconds(entry: EndpointContract, arg: CallArg | undefined): number {
  return typeof entry.cacheSeconds === 'function' ? entry.cacheSeconds(arg as never) : entry.cacheSeconds
}

/** The entry's tags for one call's answer (RTK Query's providesTags); none when it declares none. */
function tagsOf(entry: EndpointContract, arg: CallArg | undefined): readonly CacheTag[] {
  return typeof entry.tags === 'function' ? entry.tags(arg as never) : (entry.tags ?? [])
}

/** Unused data is kept as long as the longest lifetime the entry can have. */
function keepUnusedDataFor(entry: EndpointContract): number {
  return typeof entry.cacheSeconds === 'number' ? entry.cacheSeconds : 60 * 60
}

export function buildEndpoints<C extends ServiceContract>(
  service: string,
  contract: C,
  build: EndpointBuilder<PorticoBaseQuery, CacheTag, ReducerPath>,
  deps: BuildDependencies,
): DefinitionsOf<C> {
  const definitions: Record<string, unknown> = {}
  for (const [name, entry] of Object.entries(contract) as [string, EndpointContract][]) {
    const endpointName = `${service}.${name}`
    const run = async (
      arg: CallArg | undefined,
      api: BaseQueryApi,
      baseQuery: (r: RequestDescriptor) => ReturnType<PorticoBaseQuery>,
    ) => {
      const outcome = await unsupportedNetworkOutcome(entry, api, deps.supportedNetworks)
      if (outcome) return outcome
      const result = await baseQuery(describe(service, name, entry, arg))
      return 'error' in result && result.error ? result : readAnswer(endpointName, entry, result)
    }
    const common = {
      argSchema: argSchemaOf(entry),
      catchSchemaFailure: catchSchemaFailure(endpointName),
      keepUnusedDataFor: keepUnusedDataFor(entry),
    }
    if (entry.kind === 'mutation') {
      definitions[name] = build.mutation<unknown, CallArg | undefined>({
        ...common,
        queryFn: (arg, api, _extra, baseQuery) => run(arg, api, baseQuery),
      })
    } else if (entry.kind === 'query') {
      definitions[name] = build.query<unknown, CallArg | undefined>({
        ...common,
        queryFn: (arg, api, _extra, baseQuery) => run(arg, api, baseQuery),
        providesTags: (_result, _error, arg) => [...tagsOf(entry, arg)],
        // An answer older than its lifetime is fetched again on the next ask; asks within
        // it, and asks while a request is under way, share the one answer.
        forceRefetch: ({ currentArg, endpointState }) =>
          !!endpointState?.fulfilledTimeStamp &&
          Date.now() - endpointState.fulfilledTimeStamp >= ttlSeconds(entry, currentArg) * 1000,
      })
    } else {
      const pagination = entry.pagination!
      const pageless = argSchemaOf({ ...entry, query: entry.query.omit({ [pagination.param]: true }) })
      definitions[name] = build.infiniteQuery<unknown, CallArg | undefined, string | number>({
        ...common,
        argSchema: z.object({ queryArg: pageless, pageParam: z.union([z.string(), z.number()]) }),
        infiniteQueryOptions: {
          initialPageParam: pagination.initial,
          getNextPageParam: (lastPage, _pages, lastParam, _params, queryArg) =>
            pagination.next(lastPage as never, lastParam, {
              ...queryArg?.query,
              [pagination.param]: lastParam,
            } as never),
        },
        providesTags: (_result, _error, queryArg) => [...tagsOf(entry, queryArg)],
        queryFn: ({ queryArg, pageParam }, api, _extra, baseQuery) => {
          const query = { ...queryArg?.query }
          // The first page of a cursor-paged call carries no cursor at all.
          if (pageParam !== '') query[pagination.param] = pageParam
          return run({ ...queryArg, query }, api, baseQuery)
        },
      })
    }
  }
  return definitions as DefinitionsOf<C>
}
