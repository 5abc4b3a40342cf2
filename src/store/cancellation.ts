// A flow run's own cancellation (a newer run took over, the listener stopped) travels as a
// TaskAbortError out of `api.pause`: it goes on up untouched, whatever the caller catches.
export function passOnCancellation(error: unknown): void {
  if ((error as Error)?.name === 'TaskAbortError') throw error
}
