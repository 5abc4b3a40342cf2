// "The page has settled": what a story test waits for before its layout check and screenshots.
// A play function waits for what it asserts, not for everything else on screen: a network fee
// estimated a moment later, a name's avatar, a row that arrives after the assertion. Shot before
// they land, the baseline would hold one state on a quiet machine and another on a busy one.
// The quiet time is a quarter second: the embedded wallet's steps (its chunk, then the fake
// frame's answers) leave gaps longer than 100 ms with no request the mocks see. It counts from
// the page's last change, watched from the story's start: a page that rested through the axe
// check has waited already.
import { browserMocks } from './portico'
import { pageRestBound } from '../test/support/waits'

/** When each request the mocks' worker is answering started, by its id. */
const inFlight = new Map<string, number>()
let watching: Promise<void> | undefined

/** Follows the requests the mocks' worker answers (from the first story on). */
export function watchRequests(): Promise<void> {
  return (watching ??= browserMocks().then(({ worker }) => {
    worker.events.on('request:start', ({ requestId }) => void inFlight.set(requestId, performance.now()))
    worker.events.on('request:end', ({ requestId }) => void inFlight.delete(requestId))
  }))
}

/**
 * A request still on its way that the page waits for. One older than 2.5 s is a story's own
 * loading state (a fault that never answers, a node that never mines): nothing to wait for. A fee
 * estimate on a busy machine took over a second.
 */
const awaitedRequests = () => [...inFlight.values()].filter((startedAt) => performance.now() - startedAt < 2500).length

let changedAt = performance.now()
const changes = new MutationObserver(() => void (changedAt = performance.now()))
const watchChanges = (root: Node) =>
  changes.observe(root, { subtree: true, childList: true, attributes: true, characterData: true })

/**
 * Watches the page for changes from now on, the modal's shadow root included (a document's
 * observer does not see into a shadow root, so each one is watched as it is attached).
 */
export function watchPageChanges(): void {
  watchChanges(document.body)
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init)
    watchChanges(root)
    return root
  }
}

/** A story starts with a changed page: its render is the first change. */
export function storyStarted(): void {
  changedAt = performance.now()
}

/**
 * The page's timers of up to `soon` ms still to fire, by id: a debounce the page is about to act
 * on (section 9: a fee estimate waits 500 ms for typing to pause) changes nothing and asks
 * nothing until it fires, and a name looked up first starts the fee's debounce only when it is
 * answered. A poll that never ends (a transaction that never mines) keeps the page busy until
 * `settled` gives up.
 */
const soon = 600
const dueTimers = new Set<number>()
// The page's own timers (`window`'s, as the browser types them: the page's code calls these).
const realSetTimeout = window.setTimeout.bind(window)
const realClearTimeout = window.clearTimeout.bind(window)

/** Follows the page's timers from now on. */
export function watchTimers(): void {
  window.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) => {
    const id = realSetTimeout(
      (...passed: unknown[]) => {
        dueTimers.delete(id)
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...passed)
      },
      ms,
      ...args,
    )
    if (ms > 0 && ms <= soon) dueTimers.add(id)
    return id
  }) as typeof window.setTimeout
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) dueTimers.delete(id)
    realClearTimeout(id)
  }) as typeof window.clearTimeout
}

const pause = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms))

/**
 * Resolves once the timers due soon have fired, no awaited request is in flight and the page has
 * not changed for `quietMs`, or after `timeoutMs` (a story whose page never rests still gets its checks).
 */
export async function settled(quietMs = 250, timeoutMs = pageRestBound): Promise<void> {
  const deadline = performance.now() + timeoutMs
  for (let now = performance.now(); now < deadline; now = performance.now()) {
    const quietFor = now - changedAt
    if (dueTimers.size === 0 && awaitedRequests() === 0 && quietFor >= quietMs) return
    // The page cannot have settled before its quiet time is up: no need to look before then.
    await pause(Math.min(deadline - now, Math.max(20, quietMs - quietFor)))
  }
}
