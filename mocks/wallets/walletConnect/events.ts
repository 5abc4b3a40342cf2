// A typed event hub without node:events, so the wallet runs in the browser too. A throwing
// listener (a UI's) must not stop the others nor the wallet's own flow.
export function createEvents<Events extends object>() {
  const listeners = new Map<keyof Events, Set<(value: never) => void>>()
  return {
    on<E extends keyof Events>(event: E, listener: (value: Events[E]) => void): () => void {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener as (value: never) => void)
      return () => void set.delete(listener as (value: never) => void)
    },
    emit<E extends keyof Events>(event: E, value: Events[E]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (value: Events[E]) => void)(value)
        } catch (error) {
          console.error(`[walletconnect wallet] a ${String(event)} listener threw`, error)
        }
      }
    },
    count: (event: keyof Events) => listeners.get(event)?.size ?? 0,
  }
}
