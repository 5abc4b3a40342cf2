// Portico's JSON-RPC reads (the contract's `rpc` call) over section 9's transport: 10 s per
// attempt, retries with backoff, the calls of one tick in one batch, identical calls under way
// asked once. Every caller of the endpoint gets this without asking (the Send fee estimate's two
// reads go as one batch), and the embedded wallet's connector reads through the same transports.
import type { QueryReturnValue } from '@reduxjs/toolkit/query'
import { blockchainContract, jsonRpcBatchLimit } from '../contract/blockchain'
import type { CaipNetworkId, JsonRpcRequest, JsonRpcResponse } from '../contract'
import {
  createHttpRpcTransport,
  RpcResponseError,
  RpcTransportError,
  type HttpRpcTransport,
} from '../rpc/httpRpcTransport'
import type { RequestMeta } from './baseQuery'
import { httpError, reasonIn, type PorticoApiError } from './errors'
import type { ApiServices } from './hostState'
import { requestUrl, type UrlServices } from './requestUrl'

/** The URL of the `rpc` call for a network: the one the api's transports and the embedded wallet's use. */
export function jsonRpcUrl(services: UrlServices, caipNetworkId: CaipNetworkId): string {
  const { service, path, identification } = blockchainContract.rpc
  return requestUrl(services, { service, path, identification, query: { chainId: caipNetworkId } })
}

/**
 * One transport per store and URL. Keyed by the store's services object, so two stores never
 * share a batch (nor a project id), and services that change (base URL, time-out) get new ones.
 */
const transports = new WeakMap<ApiServices, Map<string, HttpRpcTransport>>()

function transportFor(services: ApiServices, url: string): HttpRpcTransport {
  let byUrl = transports.get(services)
  if (!byUrl) transports.set(services, (byUrl = new Map()))
  let transport = byUrl.get(url)
  if (!transport) {
    transport = createHttpRpcTransport({
      url,
      timeoutMs: services.timeoutMs,
      // The contract's own limit, so the wire never carries a batch the contract refuses.
      batchSize: jsonRpcBatchLimit,
      // Looked up at each call, as the rest of the api does: fetch as it is then (a test's
      // interceptor installed after the store was made).
      fetch: (input, init) => globalThis.fetch(input, init),
    })
    byUrl.set(url, transport)
  }
  return transport
}

/** The store's transport for a network's JSON-RPC reads: the embedded wallet's safe reads share it with the api's. */
export const jsonRpcTransport = (services: ApiServices, caipNetworkId: CaipNetworkId) =>
  transportFor(services, jsonRpcUrl(services, caipNetworkId))

function apiErrorOf(error: unknown): PorticoApiError {
  if (error instanceof RpcResponseError)
    return { kind: 'rpc', code: error.code, message: error.message, data: error.data }
  if (error instanceof RpcTransportError) {
    switch (error.failure) {
      case 'http':
        return httpError(error.status!, reasonIn(error.body))
      case 'timeout':
        return { kind: 'timeout', message: error.message }
      case 'malformed':
        return { kind: 'malformed', message: error.message }
      case 'network':
        return { kind: 'network', message: error.message }
    }
  }
  return { kind: 'network', message: `Network error: ${(error as Error)?.message ?? String(error)}` }
}

/**
 * What the call answers, as the node would have: one answer for one call; for a batch, an answer
 * per call in the batch's order, a call's JSON-RPC error being its own answer. A call the
 * exchange failed for (HTTP, time-out, not JSON-RPC) fails the whole call.
 */
export async function jsonRpcQuery(
  services: ApiServices,
  url: string,
  body: unknown,
): Promise<QueryReturnValue<unknown, PorticoApiError, RequestMeta>> {
  const transport = transportFor(services, url)
  const calls = [body as JsonRpcRequest | JsonRpcRequest[]].flat()
  const settled = await Promise.allSettled(calls.map((call) => transport.request(call.method, call.params)))
  const answers: JsonRpcResponse[] = []
  for (const [i, outcome] of settled.entries()) {
    const { id } = calls[i]!
    if (outcome.status === 'fulfilled') answers.push({ jsonrpc: '2.0', id, result: outcome.value })
    else if (Array.isArray(body) && outcome.reason instanceof RpcResponseError) {
      const { code, message, data } = outcome.reason
      answers.push({ jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } })
    } else {
      const error = apiErrorOf(outcome.reason)
      return { error, meta: error.kind === 'http' ? { url, status: error.status } : { url } }
    }
  }
  return { data: Array.isArray(body) ? answers : answers[0], meta: { url } }
}
