// What the fake frame can be told to do wrong, declared here once for every place that plays it:
// the frame page (demo/frame.html, its switches in the frame origin's storage, the inbox panel's
// checkboxes), the in-memory pair (memoryFrame.ts) and a host's or our own tests. Each one is a
// failure a real frame can show the app, and each has its answer in Portico (section 8).
import { errorType, eventNames, frameMessage, successType, type FrameEventName } from '../../src/frame/protocol'

/** The whole frame's switches: the inbox panel's checkboxes. */
export const frameFaults = {
  neverLoads: 'The frame never says it is ready (the 20 s load timeout)',
  hang: 'Requests are never answered (the 30 s timeout of login requests)',
  malformed: 'Answers do not match the protocol (refused by the schema)',
  wrongOrigin: 'Messages come from another origin (refused by the origin check)',
} as const

/**
 * What the frame can do wrong with one event's answer: every event it answers has each of them
 * (the whole frame's `hang` and `malformed` are these for every event at once).
 */
export const frameEventFaultKinds = {
  hang: 'accepted, and never answered',
  malformed: 'answered off the protocol (refused by the schema)',
} as const
export type FrameEventFaultKind = keyof typeof frameEventFaultKinds

/** One event's switch, as it is stored and named: `hang:syncDappData`, `malformed:connectEmail`. */
export type FrameEventSwitch = `${FrameEventFaultKind}:${FrameEventName}`
export const frameEventSwitch = (kind: FrameEventFaultKind, event: FrameEventName): FrameEventSwitch =>
  `${kind}:${event}`

/** Every event's switches, with what each does: from the protocol's table, so a new event has them too. */
export const frameEventSwitches = Object.fromEntries(
  eventNames.flatMap((event) =>
    (Object.keys(frameEventFaultKinds) as FrameEventFaultKind[]).map((kind) => [
      frameEventSwitch(kind, event),
      `${event}: ${frameEventFaultKinds[kind]}`,
    ]),
  ),
) as Record<FrameEventSwitch, string>

export type FrameFault = keyof typeof frameFaults | FrameEventSwitch

export const frameFaultsKey = 'portico-fake-frame:faults'

interface FaultStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

const known = (name: unknown): name is FrameFault =>
  typeof name === 'string' && (name in frameFaults || name in frameEventSwitches)

/** The faults switched on; unknown names and unreadable values count as none. */
export function readFrameFaults(store: FaultStore): Set<FrameFault> {
  try {
    const names: unknown = JSON.parse(store.getItem(frameFaultsKey) ?? '[]')
    return new Set(Array.isArray(names) ? names.filter(known) : [])
  } catch {
    return new Set()
  }
}

export function writeFrameFaults(store: FaultStore, faults: Iterable<FrameFault>) {
  store.setItem(frameFaultsKey, JSON.stringify([...faults]))
}

/** The event an answer is to, by its type (success or error); none for the frame's notices. */
const answerTypes = new Map<string, FrameEventName>(
  eventNames.flatMap((name) => [
    [successType(name), name],
    [errorType(name), name],
  ]),
)

/**
 * An answer the app's schema refuses, whatever the event: its payload off the table, and where
 * the table takes any payload (an RPC result, anything), a key no message has.
 */
export function malformedAnswer(answer: object): object {
  const broken = { ...answer, payload: { malformed: true } }
  return frameMessage.safeParse(broken).success ? { ...broken, malformed: true } : broken
}

type Post = (message: unknown, targetOrigin: string) => void

/**
 * The frame's posting with the faults applied, read at each message: an event's answer dropped
 * (`hang`) or broken (`malformed`), by the whole frame's switch or that event's own, or everything
 * sent through `foreign` (a window of another origin) instead. The request itself was handled:
 * a login's email or code went out all the same.
 */
export function faultyPost(post: Post, faults: () => Set<FrameFault>, foreign: Post): Post {
  return (message, targetOrigin) => {
    const active = faults()
    if (active.has('wrongOrigin')) return foreign(message, targetOrigin)
    const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined
    const event = typeof type === 'string' ? answerTypes.get(type) : undefined
    const on = (kind: FrameEventFaultKind) => !!event && (active.has(kind) || active.has(frameEventSwitch(kind, event)))
    if (on('hang')) return
    if (on('malformed')) return post(malformedAnswer(message as object), targetOrigin)
    post(message, targetOrigin)
  }
}
