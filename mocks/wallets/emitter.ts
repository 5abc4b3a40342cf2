// A tiny EIP-1193 event emitter. Not node:events, so the demo wallet runs in the browser too.
type Listener = (...args: never[]) => void

export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        // One failing dapp listener must not keep the others from hearing the event.
        try {
          ;(listener as (...a: unknown[]) => void)(...args)
        } catch (error) {
          console.error(`[demo wallet] a ${event} listener threw`, error)
        }
      }
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  }
}
