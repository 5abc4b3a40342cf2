// Turns a request described by a contract entry into a fetch (JSON-RPC: into calls of section
// 9's transport, jsonRpcQuery), and every way it can go wrong into a PorticoApiError. No
// exception leaves this function.
import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import type { HttpMethod, RequestFormat, ResponseFormat } from '../contract'
import { selectApiServices, type ApiHostState } from './hostState'
import { httpError, reasonIn, type PorticoApiError } from './errors'
import { jsonRpcQuery } from './jsonRpcQuery'
import { readImage } from './readImage'
import { requestUrl, type UrlParts } from './requestUrl'

export interface RequestDescriptor extends UrlParts {
  endpoint: string
  method: HttpMethod
  body?: unknown
  format: ResponseFormat
  requestFormat?: RequestFormat
}

export interface RequestMeta {
  url: string
  status?: number
}

export type PorticoBaseQuery = BaseQueryFn<RequestDescriptor, unknown, PorticoApiError, {}, RequestMeta>

/** Section 8: "The API's reason description is preferred when present." */
async function reasonOf(response: Response): Promise<string | undefined> {
  try {
    return reasonIn(await response.text())
  } catch {
    return undefined
  }
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text()
  if (text.trim() === '') return { ok: true, value: null }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** A beacon's body goes as text/plain, the type `navigator.sendBeacon` gives a string. */
function headersOf(request: RequestDescriptor): Record<string, string> {
  if (request.body === undefined) return { accept: 'application/json' }
  if (request.requestFormat === 'beacon') return { 'content-type': 'text/plain;charset=UTF-8' }
  return { 'content-type': 'application/json', accept: 'application/json' }
}

const malformed = (what: string): PorticoApiError => ({ kind: 'malformed', message: `Malformed response: ${what}` })

export const porticoBaseQuery: PorticoBaseQuery = async (request, api) => {
  const services = selectApiServices(api.getState() as ApiHostState)
  const url = requestUrl(services, request)
  // JSON-RPC goes through section 9's transport: batched, deduplicated, retried.
  if (request.format === 'jsonRpc') return jsonRpcQuery(services, url, request.body)
  const meta: RequestMeta = { url }
  const timeout = AbortSignal.timeout(services.timeoutMs)
  /**
   * Why the exchange ended without an answer, in words: an abort rejects with a DOMException
   * ("TimeoutError: The operation was aborted due to timeout") that a visitor must not read.
   */
  const failure = (cause: unknown): PorticoApiError =>
    timeout.aborted
      ? { kind: 'timeout', message: 'Request timed out' }
      : api.signal.aborted
        ? { kind: 'network', message: 'Request was aborted' }
        : { kind: 'network', message: `Network error: ${(cause as Error)?.message ?? String(cause)}` }
  let response: Response
  try {
    response = await globalThis.fetch(url, {
      method: request.method,
      headers: headersOf(request),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      ...(request.requestFormat === 'beacon' && { keepalive: true }),
      signal: AbortSignal.any([api.signal, timeout]),
    })
  } catch (cause) {
    return { error: failure(cause), meta }
  }
  meta.status = response.status
  try {
    if (!response.ok) return { error: httpError(response.status, await reasonOf(response)), meta }
    if (request.format === 'image') {
      const image = await readImage(response)
      return image ? { data: image, meta } : { error: malformed('expected an image'), meta }
    }
    const json = await readJson(response)
    if (!json.ok) return { error: malformed('expected JSON'), meta }
    return { data: json.value, meta }
  } catch (cause) {
    // The body stream failed after the headers arrived (connection cut, or the bound reached, mid-answer).
    return { error: failure(cause), meta }
  }
}
