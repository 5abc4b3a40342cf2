// The contract table's generics (src/contract/endpoint.ts) and what the api derives from them
// (src/api/buildEndpoints.ts), checked by the compiler (`npm run lint`'s tsc, which
// includes test/): an argument part is
// required exactly when one of its fields is, answers are the response schema's output, paged
// calls leave their page parameter to RTK Query, and a table entry cannot declare what its kind
// does not have. Nothing here runs; a type that drifts fails lint,
// the first step of `npm test`.
import type { QueryArgFrom, ResultTypeFrom } from '@reduxjs/toolkit/query'
import { describe, expectTypeOf, test } from 'vitest'
import { z } from 'zod'
import { analyticsApi, blockchainApi, directoryApi } from '../../src/api/porticoApi'
import type { DefinitionOf } from '../../src/api/buildEndpoints'
import type { contract } from '../../src/contract'
import { type TokenBalance } from '../../src/contract'
import { endpoint, type ArgOf, type EndpointArg, type EndpointResult } from '../../src/contract/endpoint'
import {
  balancesApi,
  type TokenBalanceArg,
  type TokenBalanceOutcome,
} from '../../src/features/balances/tokenBalanceQuery'

const address = '0x1111111111111111111111111111111111111111'

describe('ArgOf: a part is there when declared, required when one of its fields is', () => {
  test('required params and an all-optional query: params must be given, the query may be left out', () => {
    type Arg = EndpointArg<typeof contract.blockchain.identity>
    expectTypeOf<{ params: { address: string } }>().toExtend<Arg>()
    expectTypeOf<{ params: { address: string }; query: { sender: string } }>().toExtend<Arg>()
    expectTypeOf<{ query: { sender: string } }>().not.toExtend<Arg>()
    expectTypeOf<keyof Arg>().toEqualTypeOf<'params' | 'query'>()
  })

  test('a required query field makes the query required', () => {
    type Arg = EndpointArg<typeof contract.blockchain.balance>
    expectTypeOf<{ params: { address: string } }>().not.toExtend<Arg>()
    expectTypeOf<{ params: { address: string }; query: { currency: 'usd'; chainId: 'eip155:1' } }>().toExtend<Arg>()
    // The literal is kept: only the currency the server serves for balances.
    expectTypeOf<{ params: { address: string }; query: { currency: 'eur'; chainId: 'eip155:1' } }>().not.toExtend<Arg>()
  })

  test('nothing declared (params and query default to empty objects, no body): all may be left out', () => {
    type Arg = ArgOf<z.ZodObject<{}>, z.ZodObject<{}>, undefined>
    expectTypeOf<{}>().toExtend<Arg>()
    expectTypeOf<keyof Arg>().toEqualTypeOf<'params' | 'query'>()
  })

  test('a body is always required when declared', () => {
    type Arg = EndpointArg<typeof contract.blockchain.registerName>
    expectTypeOf<Arg>().toHaveProperty('body')
    expectTypeOf<{}>().not.toExtend<Arg>()
  })
})

describe("EndpointResult: the response schema's output, nulls kept apart from absent keys", () => {
  test('identity: three keys always present, each a string or null', () => {
    expectTypeOf<EndpointResult<typeof contract.blockchain.identity>>().toEqualTypeOf<{
      name: string | null
      avatar: string | null
      resolvedAt: string | null
    }>()
  })

  test('history: the next cursor is null on the last page, never absent', () => {
    expectTypeOf<EndpointResult<typeof contract.blockchain.history>['next']>().toEqualTypeOf<string | null>()
  })
})

describe('endpoint(): an entry declares only what its kind has', () => {
  test('pagination belongs to infinite queries alone', () => {
    endpoint({
      service: 'blockchain',
      kind: 'query',
      method: 'GET',
      path: '/v1/example',
      summary: 'A query',
      query: z.object({ cursor: z.string().optional() }),
      response: z.object({ next: z.string().nullable() }),
      cacheSeconds: 0,
      // @ts-expect-error a query is not paged
      pagination: { param: 'cursor', initial: '', next: () => undefined },
    })
  })

  test('the page parameter is a field of the query, and next() reads the typed answer', () => {
    endpoint({
      service: 'blockchain',
      kind: 'infiniteQuery',
      method: 'GET',
      path: '/v1/example',
      summary: 'A paged query',
      query: z.object({ cursor: z.string().optional() }),
      response: z.object({ next: z.string().nullable() }),
      cacheSeconds: 0,
      pagination: {
        // @ts-expect-error not a field of the query
        param: 'page',
        initial: '',
        next: (page) => {
          expectTypeOf(page.next).toEqualTypeOf<string | null>()
          return page.next ?? undefined
        },
      },
    })
  })

  test('a lifetime that depends on the call reads the typed argument', () => {
    endpoint({
      service: 'blockchain',
      kind: 'query',
      method: 'POST',
      path: '/v1/example',
      summary: 'A JSON-RPC-like call',
      body: z.object({ method: z.string(), params: z.array(z.unknown()) }),
      response: z.unknown(),
      cacheSeconds: (arg) => {
        expectTypeOf(arg.body.method).toBeString()
        return 0
      },
    })
  })
})

describe('the derived endpoints', () => {
  test('a query is a QueryDefinition of its argument and its answer', () => {
    type Definition = DefinitionOf<typeof contract.blockchain.identity>
    expectTypeOf<QueryArgFrom<Definition>>().toEqualTypeOf<EndpointArg<typeof contract.blockchain.identity>>()
    expectTypeOf<ResultTypeFrom<Definition>>().toEqualTypeOf<EndpointResult<typeof contract.blockchain.identity>>()
  })

  test('a call with nothing required is made without an argument; one with a required part is not', () => {
    blockchainApi.endpoints.supportedChains.initiate()
    blockchainApi.endpoints.identity.initiate({ params: { address } })
    // @ts-expect-error params.address is required
    blockchainApi.endpoints.identity.initiate()
  })

  test('a paged call is asked without its page parameter: RTK Query supplies it', () => {
    directoryApi.endpoints.getWallets.initiate({ query: { entries: 40 } })
    // @ts-expect-error the page is the cache's, not the caller's
    directoryApi.endpoints.getWallets.initiate({ query: { entries: 40, page: 2 } })
    blockchainApi.endpoints.history.initiate({ params: { account: address } })
  })

  test("a query's cached data is the response schema's output", () => {
    type Data = NonNullable<ReturnType<ReturnType<typeof blockchainApi.endpoints.balance.select>>['data']>
    expectTypeOf<Data>().toEqualTypeOf<EndpointResult<typeof contract.blockchain.balance>>()
  })

  test("the table's cache tags are the api's: a flow invalidates History, and no tag the table does not name", () => {
    blockchainApi.util.invalidateTags(['History'])
    // @ts-expect-error no entry's answers carry it
    blockchainApi.util.invalidateTags(['Balance'])
  })

  test('a mutation takes its body', () => {
    // @ts-expect-error the events are required
    analyticsApi.endpoints.sendEvents.initiate()
  })

  test('the token list query: keyed by the account on its network, a failure is an answer too', () => {
    expectTypeOf(balancesApi.endpoints.tokenBalance.initiate).parameter(0).toEqualTypeOf<TokenBalanceArg>()
    type Data = NonNullable<ReturnType<ReturnType<typeof balancesApi.endpoints.tokenBalance.select>>['data']>
    expectTypeOf<Data>().toEqualTypeOf<TokenBalanceOutcome>()
    expectTypeOf<Extract<Data, { ok: true }>['tokens']>().toEqualTypeOf<TokenBalance[]>()
  })
})
