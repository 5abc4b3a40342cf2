// What the fake frame can be told to do wrong, for the demo and the browser tests: switched on
// in the frame origin's storage (the demo's inbox panel has the switches), read by the frame
// page. Each one is a failure a real frame can show the app, and each has its answer in Portico.
export const frameFaults = {
  neverLoads: 'The frame never says it is ready (the 20 s load timeout)',
  hang: 'Requests are never answered (the 30 s timeout of login requests)',
  malformed: 'Answers do not match the protocol (refused by the schema)',
  wrongOrigin: 'Messages come from another origin (refused by the origin check)',
} as const

export type FrameFault = keyof typeof frameFaults

export const frameFaultsKey = 'portico-fake-frame:faults'

interface FaultStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** The faults switched on; unknown names and unreadable values count as none. */
export function readFrameFaults(store: FaultStore): Set<FrameFault> {
  try {
    const names: unknown = JSON.parse(store.getItem(frameFaultsKey) ?? '[]')
    return new Set(Array.isArray(names) ? names.filter((name): name is FrameFault => name in frameFaults) : [])
  } catch {
    return new Set()
  }
}

export function writeFrameFaults(store: FaultStore, faults: Iterable<FrameFault>) {
  store.setItem(frameFaultsKey, JSON.stringify([...faults]))
}

type Post = (message: unknown, targetOrigin: string) => void

/**
 * The frame's posting with the faults applied, read at each message: answers dropped or broken,
 * or everything sent through `foreign` (a window of another origin) instead.
 */
export function faultyPost(post: Post, faults: () => Set<FrameFault>, foreign: Post): Post {
  return (message, targetOrigin) => {
    const active = faults()
    const answer = typeof message === 'object' && message !== null && 'id' in message
    if (active.has('wrongOrigin')) return foreign(message, targetOrigin)
    if (answer && active.has('hang')) return
    if (answer && active.has('malformed')) return post({ ...message, payload: { malformed: true } }, targetOrigin)
    post(message, targetOrigin)
  }
}
