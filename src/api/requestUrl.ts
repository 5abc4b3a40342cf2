// A call's URL: the service's base URL, the path, the query, and who asks (section 7). Apart
// from baseQuery so that a picture's URL (the views) and the JSON-RPC URL (the embedded wallet's
// connector) do not bring the fetching along.
import type { Identification, ServiceName } from '../contract'
import type { ApiServices } from './hostState'

/** What a URL is made of; a RequestDescriptor is one. */
export interface UrlParts {
  service: ServiceName
  /** Path with its parameters filled in. */
  path: string
  query?: Record<string, unknown>
  identification: Identification
}

/**
 * What a URL reads of the services: every call names the project, so the base URLs and the
 * project id are always needed; only `sdk` calls read the SDK's type and version and the client
 * id (ApiServices has them all). A `projectId` call (JSON-RPC) can be built from less.
 */
export type UrlServices = Pick<ApiServices, 'baseUrls' | 'projectId'> &
  Partial<Pick<ApiServices, 'sdkType' | 'sdkVersion' | 'clientId'>>

export function requestUrl(services: UrlServices, request: UrlParts): string {
  const url = new URL(services.baseUrls[request.service].replace(/\/+$/, '') + request.path)
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  }
  url.searchParams.set('projectId', services.projectId)
  if (request.identification === 'sdk') {
    if (services.sdkType) url.searchParams.set('st', services.sdkType)
    if (services.sdkVersion) url.searchParams.set('sv', services.sdkVersion)
    if (services.clientId) url.searchParams.set('clientId', services.clientId)
  }
  return url.toString()
}
