// Section 8: errors thrown through Portico's wrapper are reported as telemetry and rethrown. The
// wrapper stands where failures come out of what Portico does not own or cannot foresee: every
// connector operation (the registry wraps each connector it holds, so the frame client's
// failures come through the embedded wallet's), every flow's effect (startFlows), the api's
// failed calls and the frame's timeouts (errorTelemetryFlow takes them all, with the api). A
// report is an action: the analytics flow sends it under section 9's limit, and a host hears it
// with usePorticoEvents. What a report may say is decided here.
import { createAction } from '@reduxjs/toolkit'
import type { ErrorCategory } from '../../contract/analytics'

export interface ErrorReport {
  /** The public client's category (README "Analytics: the public client's wire"). */
  event: ErrorCategory
  /** Where it came out: `connector.signMessage`, `flow portico/…`, `api.balance`, `frame`. */
  errorType: string
  errorMessage: string
  stackTrace: string
}

export const errorReported = createAction<ErrorReport>('portico/errorReported')

/** Long enough for the frames that matter; a stack is not sent whole. */
export const stackTraceLimit = 2_000

/** What an event must never carry (an email, a one-time code, a signature), whatever the error's words. */
const neverSent = [
  [/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi, '[email]'],
  [/0x[0-9a-f]{128,}/gi, '[hex]'],
  // Six digits on their own (not a stack's line:column).
  [/(?<!:)\b\d{6}\b/g, '[code]'],
] as const

/** `text` with what an event must never carry masked (error words, a search the visitor typed). */
export const maskPrivate = (text: string) =>
  neverSent.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text)

/** Each failure once, though it passes through more than one wrapper (a connector's, then a flow's). */
const seen = new WeakSet<object>()

/** Not a fault: the visitor declined, or Portico itself stopped a run it no longer needs. */
function isFault(error: unknown): boolean {
  const e = error as { name?: unknown; code?: unknown; kind?: unknown; message?: unknown } | null
  if (!e || typeof e !== 'object') return true
  if (e.name === 'TaskAbortError' || e.name === 'AbortError') return false
  // 4001, and 5000 which section 8 counts as the same.
  if (e.kind === 'userRejected' || e.code === 4001 || e.code === 5000) return false
  return !(typeof e.message === 'string' && /user (rejected|denied)/i.test(e.message))
}

/**
 * A service call's failure is the service's (its answer unreadable: a parsing error); the
 * embedded wallet's frame's is the secure site's; any other is the SDK's own.
 */
function categoryOf(error: unknown, where: string): ErrorCategory {
  const e = error as { kind?: unknown; name?: unknown } | null
  if (where.startsWith('api.'))
    return e?.kind === 'malformed' || e?.kind === 'schema' ? 'DATA_PARSING_ERROR' : 'API_ERROR'
  if (where === 'frame' || e?.name === 'FrameRequestError') return 'SECURE_SITE_ERROR'
  return 'INTERNAL_SDK_ERROR'
}

/** The report of a failure; none when it is no fault or was reported already. */
export function errorReportOf(error: unknown, where: string): ErrorReport | undefined {
  if (!isFault(error)) return undefined
  if (typeof error === 'object' && error !== null) {
    if (seen.has(error)) return undefined
    seen.add(error)
  }
  const e = error as { kind?: unknown; message?: unknown; stack?: unknown } | null
  const kind = typeof e?.kind === 'string' ? ` (${e.kind})` : ''
  const message = typeof e?.message === 'string' && e.message ? e.message : String(error)
  const stack = typeof e?.stack === 'string' ? e.stack : ''
  return {
    event: categoryOf(error, where),
    errorType: `${where}${kind}`,
    errorMessage: maskPrivate(message),
    stackTrace: maskPrivate(stack).slice(0, stackTraceLimit),
  }
}
