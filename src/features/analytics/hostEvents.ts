// What a host hears through usePorticoEvents: the catalogue's events (typed by name) and
// section 8's error reports, each with the Portico action it came from (for what an analytics
// event leaves out, a transaction's hash say). Loaded by the hook, not with the page.
import type { UnknownAction } from '@reduxjs/toolkit'
import { analyticsEventOf, type AnalyticsEvent } from './eventCatalogue'
import { errorReported, type ErrorReport } from './errorReport'

export type PorticoEvent = (AnalyticsEvent | { event: 'ERROR_REPORTED'; properties: ErrorReport }) & {
  action: UnknownAction
}

export function hostEventOf(action: UnknownAction): PorticoEvent | undefined {
  if (errorReported.match(action)) return { event: 'ERROR_REPORTED', properties: action.payload, action }
  const event = analyticsEventOf(action)
  return event && { ...event, action }
}
