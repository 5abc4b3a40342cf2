// Turns a request described by a contract entry into a fetch, and every way it can go wrong
// into a PorticoApiError. No exception leaves this function.
import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import type { HttpMethod, Identification, ResponseFormat, ServiceName } from '../contract'
import { selectApiServices, type ApiHostState, type ApiServices } from './hostState'
import { httpError, type PorticoApiError } from './errors'
import { readImage } from './readImage'

export interface RequestDescriptor {
  service: ServiceName
  endpoint: string
  method: HttpMethod
  /** Path with its parameters filled in. */
  path: string
  query?: Record<string, unknown>
  body?: unknown
  format: ResponseFormat
  identification: Identification
}

export interface RequestMeta {
  url: string
  status?: number
}

export type PorticoBaseQuery = BaseQueryFn<RequestDescriptor, unknown, PorticoApiError, {}, RequestMeta>

type Services = ApiServices

export function requestUrl(services: Services, request: RequestDescriptor): string {
  const url = new URL(services.baseUrls[request.service].replace(/\/+$/, '') + request.path)
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  }
  url.searchParams.set('projectId', services.projectId)
  if (request.identification === 'sdk') {
    url.searchParams.set('st', services.sdkType)
    url.searchParams.set('sv', services.sdkVersion)
    if (services.clientId) url.searchParams.set('clientId', services.clientId)
  }
  return url.toString()
}

/** Section 8: "The API's reason description is preferred when present." */
async function reasonOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await response.text())
    const reasons = (body as { reasons?: { description?: unknown }[] } | null)?.reasons
    const description = Array.isArray(reasons) ? reasons[0]?.description : undefined
    return typeof description === 'string' && description ? description : undefined
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

const malformed = (what: string): PorticoApiError => ({ kind: 'malformed', message: `Malformed response: ${what}` })

export const porticoBaseQuery: PorticoBaseQuery = async (request, api) => {
  const services = selectApiServices(api.getState() as ApiHostState)
  const url = requestUrl(services, request)
  const meta: RequestMeta = { url }
  const timeout = AbortSignal.timeout(services.timeoutMs)
  let response: Response
  try {
    response = await globalThis.fetch(url, {
      method: request.method,
      headers:
        request.body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.any([api.signal, timeout]),
    })
  } catch (cause) {
    if (timeout.aborted) return { error: { kind: 'timeout', message: 'Request timed out' }, meta }
    if (api.signal.aborted) return { error: { kind: 'network', message: 'Request was aborted' }, meta }
    return { error: { kind: 'network', message: `Network error: ${(cause as Error).message ?? String(cause)}` }, meta }
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
    if (request.format === 'jsonRpc') {
      const error = (json.value as { error?: { code?: unknown; message?: unknown; data?: unknown } } | null)?.error
      if (error && typeof error.code === 'number' && typeof error.message === 'string') {
        return { error: { kind: 'rpc', code: error.code, message: error.message, data: error.data }, meta }
      }
    }
    return { data: json.value, meta }
  } catch (cause) {
    // The body stream failed after the headers arrived (connection cut mid-answer).
    return { error: { kind: 'network', message: `Network error: ${(cause as Error).message ?? String(cause)}` }, meta }
  }
}
