// What a render may not do on a server that Next.js prerenders (cacheComponents, its App Router
// default): read the clock or draw a random number. `next dev` reports each as an issue on every
// page load. Only Portico's own code counts: React reads its clock for its scheduling.
import { resolve, sep } from 'node:path'
import { vi } from 'vitest'

/** Runs `render` and returns what it gave, and every clock read or random draw Portico's code made in it, with its stack. */
export function clockAndRandomReads<T>(render: () => T): { result: T; reads: string[] } {
  const reads: string[] = []
  const watched = [
    [Date, 'now', 'Date.now'],
    [Math, 'random', 'Math.random'],
    [performance, 'now', 'performance.now'],
    [crypto, 'getRandomValues', 'crypto.getRandomValues'],
    [crypto, 'randomUUID', 'crypto.randomUUID'],
  ] as const
  const spies = watched.map(([owner, method, name]) => {
    const host = owner as unknown as Record<string, (...args: unknown[]) => unknown>
    const real = host[method]!.bind(owner)
    return vi.spyOn(host, method).mockImplementation((...args: unknown[]) => {
      const stack = new Error().stack ?? ''
      if (stack.includes(resolve('src') + sep)) reads.push(`${name}\n${stack}`)
      return real(...args)
    })
  })
  try {
    return { result: render(), reads }
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}
