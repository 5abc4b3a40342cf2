// A scripted EIP-1193 provider: each method answers from a table (a value, or a function
// that may throw), every call is recorded, and events can be emitted by hand.
type Answer = unknown | ((params: readonly unknown[]) => unknown)

export function fakeProvider(answers: Record<string, Answer>) {
  const calls: { method: string; params: readonly unknown[] }[] = []
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  return {
    calls,
    async request({ method, params = [] }: { method: string; params?: readonly unknown[] | object }) {
      const list = params as readonly unknown[]
      calls.push({ method, params: list })
      if (!(method in answers)) throw { code: 4200, message: `unsupported ${method}` }
      const answer = answers[method]
      return typeof answer === 'function' ? (answer as (p: readonly unknown[]) => unknown)(list) : answer
    },
    on(event: string, listener: (...args: never[]) => void) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener as (...args: unknown[]) => void)
    },
    removeListener(event: string, listener: (...args: never[]) => void) {
      listeners.get(event)?.delete(listener as (...args: unknown[]) => void)
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    },
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  }
}
