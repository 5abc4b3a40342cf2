// The one error type every generated endpoint yields. The UI switches on `kind` and shows
// `message`, which is in the spec's words where the spec has words (section 8).
import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { MessageKey } from '../i18n/en'

export interface SchemaIssue {
  path: string
  message: string
}

export type PorticoApiError =
  /** Any non-OK answer. `message` is "HTTP status code: {status}"; `reason` is the API's own description when it sent one. */
  | { kind: 'http'; status: number; message: string; reason?: string }
  /** The request never got an answer (offline, DNS, CORS, connection reset). */
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string }
  /** The answer was not the format the call declares (not JSON, not an image, no JSON-RPC answer to the request). */
  | { kind: 'malformed'; message: string }
  /** The request (never sent) or the answer (never stored) failed its contract schema. */
  | { kind: 'schema'; where: 'request' | 'response'; message: string; issues: SchemaIssue[] }
  /** The active network is outside the call's supported set and the spec names an error for it. */
  | { kind: 'unsupportedNetwork'; message: string }
  /** A JSON-RPC error object in an OK answer. */
  | { kind: 'rpc'; code: number; message: string; data?: unknown }

export const httpStatusMessage = (status: number) => `HTTP status code: ${status}`

/** The status in section 8's status words ("HTTP status code: {status}"), when `words` are them. */
export function httpStatusIn(words: string): number | undefined {
  const status = /^HTTP status code: (\d{3})$/.exec(words)?.[1]
  return status === undefined ? undefined : Number(status)
}

/** The catalogue key of a timeout's words ("Request timed out"), said in the visitor's language. */
export const timedOutKey = 'failure.timedOut' satisfies MessageKey

/** A call Portico stopped waiting for at its bound (`timeoutMs`). */
export const isTimedOut = (error: unknown) => isPorticoApiError(error) && error.kind === 'timeout'

export function httpError(status: number, reason?: string): PorticoApiError {
  return reason
    ? { kind: 'http', status, message: httpStatusMessage(status), reason }
    : { kind: 'http', status, message: httpStatusMessage(status) }
}

/** The reason in the API's error body (`{ reasons: [{ description }] }`), when it gave one. */
export function reasonIn(body: string | undefined): string | undefined {
  try {
    const reasons = (JSON.parse(body ?? '') as { reasons?: { description?: unknown }[] } | null)?.reasons
    const description = Array.isArray(reasons) ? reasons[0]?.description : undefined
    return typeof description === 'string' && description ? description : undefined
  } catch {
    return undefined
  }
}

/** The API's own reason of a failed call, when it gave one (section 8: preferred to the status words). */
export function reasonOf(error: unknown): string | undefined {
  const reason = (error as Partial<Extract<PorticoApiError, { kind: 'http' }>> | undefined)?.reason
  return typeof reason === 'string' && reason ? reason : undefined
}

/**
 * A failed call in the API's words when it gave a reason, else the error's own English words
 * (section 8's status words): what a host's rejected promise and a log carry.
 */
export const failureMessage = (error: unknown) =>
  reasonOf(error) ?? (error as { message?: string } | undefined)?.message ?? 'An error occurred'

/**
 * A failed call as a flow keeps it for a view to say (useSay): the API's reason when it gave
 * one; a timeout as its catalogue key; else its English words, section 8's status words among
 * them ("HTTP status code: {status}", which useSay says in the visitor's language).
 */
export const failureWords = (error: unknown) =>
  reasonOf(error) ?? (isTimedOut(error) ? timedOutKey : failureMessage(error))

/**
 * What a view names under its own failed words, where section 8 has words for it: an HTTP
 * failure's status words, a timeout's key (each said by useSay); nothing for other failures.
 */
export function failureCause(error: unknown): string | undefined {
  if (!isPorticoApiError(error)) return undefined
  if (error.kind === 'http') return httpStatusMessage(error.status)
  return isTimedOut(error) ? timedOutKey : undefined
}

export function issuesOf(issues: readonly StandardSchemaV1.Issue[]): SchemaIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.'),
    message: issue.message,
  }))
}

export function schemaError(where: 'request' | 'response', endpoint: string, issues: SchemaIssue[]): PorticoApiError {
  const first = issues[0]
  const detail = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid input'
  return {
    kind: 'schema',
    where,
    message: `${where === 'request' ? 'Invalid request to' : 'Invalid answer from'} ${endpoint}: ${detail}`,
    issues,
  }
}

export function isPorticoApiError(value: unknown): value is PorticoApiError {
  return typeof value === 'object' && value !== null && 'kind' in value && 'message' in value
}
