// A host's calls through the store, as useSendCalls dispatches them (EIP-5792): what the host
// hears back, the batch's transactions or why not.
import type { Eip155Call } from '../../src/connectors/types'
import { callsRequested, type callsFailed, type callsSucceeded } from '../../src/features/batches/actions'
import type { porticoForTest } from './portico'

export type HostHears = ReturnType<typeof callsSucceeded | typeof callsFailed>['payload']

/** Dispatches the host's calls; resolves with what the host hears about them. */
export function hostSends(p: ReturnType<typeof porticoForTest>, calls: Eip155Call[]): Promise<HostHears> {
  const id = `test-${Math.random()}`
  return new Promise<HostHears>((resolve) => {
    const stop = p.store.subscribe(() => {
      const heard = p
        .dispatched('portico/callsSucceeded')
        .concat(p.dispatched('portico/callsFailed'))
        .find((action) => (action.payload as { id: string }).id === id)
      if (!heard) return
      stop()
      resolve(heard.payload as HostHears)
    })
    p.store.dispatch(callsRequested({ id, calls }))
  })
}
