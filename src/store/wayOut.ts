// A wait the visitor may end themselves (Stop waiting, Cancel, Back, letting the wallet go): what
// the flow awaits, raced against the moment its way out is heard. One piece for every such wait,
// so each reads the same: `await Promise.race([answer, wayOut(api, heard)])`, then `=== tookWayOut`.
import type { AnyListenerPredicate } from '@reduxjs/toolkit'
import type { PorticoListenerApi } from './listener'
import type { RootState } from './state'

/** What the race gives when the way out came before the answer. */
export const tookWayOut = Symbol('took the way out')

/** Never settles: a wait whose way out can no longer come (the flow ended first). */
const never = new Promise<never>(() => {})

/**
 * Resolves `tookWayOut` once `heard` holds (of an action, or the state it left), listened to from
 * now on; never, if the flow run ends first, so nothing is left to reject.
 */
export function wayOut(
  api: Pick<PorticoListenerApi, 'condition'>,
  heard: AnyListenerPredicate<RootState>,
): Promise<typeof tookWayOut> {
  return api.condition(heard).then(
    (held) => (held ? tookWayOut : never),
    () => never,
  )
}
