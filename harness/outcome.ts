// Calls a generated endpoint once, without keeping a subscription, and yields only what a
// caller sees: the data or the typed error (no request ids or timestamps, so two runs of
// the same call compare equal).
import type { PorticoStore } from '../src/composition/createPorticoStore'

export interface Outcome {
  data?: unknown
  error?: unknown
}

interface Initiated {
  unwrap?: unknown
  unsubscribe?: () => void
}

type Thunk = (...args: never[]) => unknown

export async function outcomeOf(store: PorticoStore, thunk: Thunk): Promise<Outcome> {
  const running = store.dispatch(thunk as never) as unknown as Promise<{ data?: unknown; error?: unknown }> & Initiated
  const result = await running
  running.unsubscribe?.()
  return result.error !== undefined ? { error: result.error } : { data: result.data }
}
