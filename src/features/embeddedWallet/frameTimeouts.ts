// Section 8's two timeouts of the embedded wallet's frame as the store says them: each raises its
// alert ("Network Error - Could not load embedded wallet", "Embedded Wallet Request Timed Out"),
// and a login or update that waited on one says that alert's title, not the aborted request's
// "Something went wrong". One table for both; the frame client runs the timers (frameClient.ts).
import type { EmbeddedWalletOptions } from '../../connectors/auth/embeddedWallet'
import type { MessageKey } from '../../i18n'
import type { AlertKey } from '../alerts/alertsSlice'

/** Section 8's timeout callbacks, as the embedded wallet's connector says them. */
type FrameTimeout = Parameters<EmbeddedWalletOptions['onTimeout']>[0]

export const frameTimeoutAlerts = {
  iframe_load_failed: 'iframeLoadFailed',
  iframe_request_timeout: 'iframeRequestTimeout',
} as const satisfies Record<FrameTimeout, AlertKey>

/**
 * The timeout that ended a failure, where one did: the frame client's error says it, and the
 * connector keeps that error as its failure's cause (authConnector.ts: frameFailure).
 */
export function frameTimeoutOf(failure: Error): FrameTimeout | undefined {
  const timeout = (failure.cause as { timeout?: unknown } | undefined)?.timeout
  return typeof timeout === 'string' && timeout in frameTimeoutAlerts ? (timeout as FrameTimeout) : undefined
}

/** The alert's title, a catalogue key (said in the visitor's language). */
export const frameTimeoutWords = (timeout: FrameTimeout): MessageKey => `alert.${frameTimeoutAlerts[timeout]}.short`

/** The alert's title when `alert` is the alert of one of the frame's timeouts: what a wait it ended says. */
export function frameTimeoutAlertWords(alert: AlertKey): MessageKey | undefined {
  const timeout = (Object.keys(frameTimeoutAlerts) as FrameTimeout[]).find((t) => frameTimeoutAlerts[t] === alert)
  return timeout && frameTimeoutWords(timeout)
}
