// The MSW handlers, generated from the contract table: one per entry. Each checks the
// request against the entry's schemas, applies the fault in force, asks the entry's
// resolver for the answer, and checks that answer against the response schema before
// sending it, so the mocks cannot drift from the contract unnoticed.
import { bypass, http, HttpResponse, delay, type HttpHandler } from 'msw'
import { contractEntries, routePath, type EndpointContract, type ServiceName } from '../../src/contract'
import { issuesOf } from '../../src/api/errors'
import { collectDrops } from '../../src/contract/lenientList'
import type { MockDb } from '../db'
import { analyticsResolvers } from '../resolvers/analytics'
import { anvilResolvers, anvilTakes, type AnvilForwarding } from '../resolvers/anvil'
import { errorBody } from '../resolvers/answers'
import { blockchainResolvers } from '../resolvers/blockchain'
import { directoryResolvers } from '../resolvers/directory'
import { solanaResolvers, solanaTakes, type SolanaForwarding } from '../resolvers/localSolana'
import type { MockAnswer, MockContext, Resolver } from '../resolvers/types'
import { checkRequest } from './checkRequest'
import type { Fault, Faults } from './faults'
import { emptyAnswer, wrongShapeOf } from './shapes'

export type { AnvilForwarding } from '../resolvers/anvil'
export type { SolanaForwarding } from '../resolvers/localSolana'

export interface HandlerOptions {
  baseUrls: Record<ServiceName, string>
  db: MockDb
  faults: Faults
  anvil?: AnvilForwarding
  /** A local Solana chain (mocks/solana) answering its network's JSON-RPC and balances. */
  solana?: SolanaForwarding
  /** Resolvers that replace the default ones, by endpoint id (`blockchain.balance`): a host's own answers. */
  overrides?: Record<string, Resolver<EndpointContract>>
  /** The mock server's clock in ms (registration's 10 s window, identity's resolvedAt); the wall clock by default. */
  now?: () => number
  /** The fake on-ramp provider's checkout page (mocks/onramp) the generated provider URLs lead to. */
  checkoutUrl?: string
}

const resolvers = {
  blockchain: blockchainResolvers,
  directory: directoryResolvers,
  analytics: analyticsResolvers,
} as unknown as Record<ServiceName, Record<string, Resolver<EndpointContract>>>

function answerToResponse(endpoint: string, entry: EndpointContract, answer: MockAnswer<EndpointContract>): Response {
  if ('image' in answer) {
    return new HttpResponse(answer.image.bytes.slice().buffer, { headers: { 'content-type': answer.image.mimeType } })
  }
  if (!('json' in answer) || answer.json === undefined) return new HttpResponse(null, { status: answer.status })
  const status = answer.status ?? 200
  if (status < 300) {
    // Read strictly: a list entry the client would drop is a mock bug, not a lenient read.
    const { result: checked, drops } = collectDrops(() => entry.response.safeParse(answer.json))
    const detail = !checked.success
      ? issuesOf(checked.error.issues)
          .map((i) => `${i.path}: ${i.message}`)
          .join('; ')
      : drops.map((d) => `${d.dropped} list entries dropped (${d.firstIssue})`).join('; ')
    if (detail) {
      console.error(`portico mocks: the answer of ${endpoint} breaks its contract: ${detail}`)
      return HttpResponse.json(errorBody(`Mock answer breaks the contract: ${detail}`), { status: 500 })
    }
  }
  return HttpResponse.json(answer.json as never, { status })
}

/** The node failed to answer (down, or an answer we could not read): a gateway error, as a proxy gives. */
const localChainFailed = (cause: unknown) => {
  // viem's errors carry a one-line shortMessage beside their multi-line message.
  const { shortMessage, message } = cause as { shortMessage?: string; message: string }
  return HttpResponse.json(errorBody(`Local chain: ${shortMessage ?? message}`), { status: 502 })
}

/** A JSON-RPC call passed to a local node (anvil, the local Solana chain) as it came. */
async function forwardJsonRpc(url: string, body: unknown): Promise<Response> {
  try {
    const response = await fetch(
      bypass(
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    )
    return HttpResponse.json(await response.json(), { status: response.status })
  } catch (cause) {
    return localChainFailed(cause)
  }
}

/** Faults that replace the answer entirely; `slow` only delays it, `hang` holds it until let go. */
async function faultResponse(
  fault: Fault,
  entry: EndpointContract,
  normal: () => Promise<Response>,
  hold: () => Promise<void>,
): Promise<Response> {
  switch (fault.kind) {
    case 'hang':
      // No answer is sent: the client's bound ends its wait. Once let go, the connection drops,
      // which a client that already gave up never reads.
      await hold()
      return HttpResponse.error()
    case 'network':
      return HttpResponse.error()
    case 'status':
      return HttpResponse.json(errorBody(`Fault scenario: HTTP ${fault.status}`), { status: fault.status })
    case 'malformed':
      return entry.format === 'image'
        ? new HttpResponse('not an image', { headers: { 'content-type': 'text/plain' } })
        : new HttpResponse('{"truncated": ', { headers: { 'content-type': 'application/json' } })
    case 'empty': {
      const empty = emptyAnswer(entry)
      return empty.ok ? HttpResponse.json(empty.value as never) : new HttpResponse(null, { status: 204 })
    }
    case 'wrongShape': {
      const response = await normal()
      const text = await response.text()
      let value: unknown = null
      try {
        value = text ? JSON.parse(text) : null
      } catch {
        // An image or other non-JSON answer: any JSON is the wrong shape for it.
      }
      return HttpResponse.json(wrongShapeOf(value) as never, { status: response.status })
    }
    case 'answer':
      return HttpResponse.json(fault.json as never)
    case 'slow':
      await delay(fault.ms)
      return normal()
  }
}

function handlerFor(service: ServiceName, name: string, entry: EndpointContract, options: HandlerOptions): HttpHandler {
  const endpoint = `${service}.${name}`
  const url = options.baseUrls[service].replace(/\/+$/, '') + routePath(entry.path)
  const resolve = options.overrides?.[endpoint] ?? resolvers[service][name]
  if (!resolve) throw new Error(`portico mocks: no resolver for ${endpoint}`)
  // A host's own answer wins over the chain's, as it wins over the db's.
  const fromAnvil = options.overrides?.[endpoint] ? undefined : anvilResolvers[endpoint]
  const fromSolana = options.overrides?.[endpoint] ? undefined : solanaResolvers[endpoint]
  const context: MockContext = {
    db: options.db,
    now: options.now ?? (() => Date.now()),
    ...(options.checkoutUrl && { checkoutUrl: options.checkoutUrl }),
  }
  const method = entry.method === 'GET' ? http.get : http.post

  return method(url, async ({ request, params }) => {
    const normal = async (): Promise<Response> => {
      const checked = await checkRequest(entry, request.clone(), params)
      if (!checked.ok) {
        return HttpResponse.json(
          { ...errorBody(`Bad request: ${checked.fields.map((f) => f.path).join(', ')}`), fields: checked.fields },
          { status: 400 },
        )
      }
      const { parts } = checked
      const anvil = options.anvil && anvilTakes(options.anvil, endpoint, parts) ? options.anvil : undefined
      const solana = options.solana && solanaTakes(options.solana, parts) ? options.solana : undefined
      const node = anvil ?? solana
      if (node && entry.format === 'jsonRpc') return forwardJsonRpc(node.url, parts.body)
      // The node's own answer, where it has one for this endpoint (balances, history, …).
      const fromNode =
        anvil && fromAnvil
          ? () => fromAnvil({ ...parts, request } as never, { ...context, anvil })
          : solana && fromSolana
            ? () => fromSolana({ ...parts, request } as never, { ...context, solana })
            : undefined
      let answer: MockAnswer<EndpointContract>
      if (fromNode) {
        try {
          answer = await fromNode()
        } catch (cause) {
          return localChainFailed(cause)
        }
      } else {
        answer = await resolve({ ...parts, request } as never, context)
      }
      return answerToResponse(endpoint, entry, answer)
    }
    const fault = options.faults.get(endpoint)
    return fault ? faultResponse(fault, entry, normal, () => options.faults.hold(endpoint, request.signal)) : normal()
  })
}

export function buildHandlers(options: HandlerOptions): HttpHandler[] {
  return contractEntries().map(({ service, name, entry }) => handlerFor(service, name, entry, options))
}
