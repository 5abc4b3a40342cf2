// Section 9: error telemetry sends at most 5 events in any 60 s, whatever the burst: a sliding
// window of the times the last ones went out. Pure but for the clock it is given.

export interface TelemetryLimit {
  /** Whether one more error event may go out now (and, if so, it counts from now). */
  take(): boolean
}

export const telemetryMaxEvents = 5
export const telemetryWindowMs = 60_000

export function createTelemetryLimit({
  max = telemetryMaxEvents,
  windowMs = telemetryWindowMs,
  now = () => Date.now(),
}: { max?: number; windowMs?: number; now?: () => number } = {}): TelemetryLimit {
  const sent: number[] = []
  return {
    take() {
      const at = now()
      while (sent.length > 0 && at - sent[0]! >= windowMs) sent.shift()
      if (sent.length >= max) return false
      sent.push(at)
      return true
    },
  }
}
