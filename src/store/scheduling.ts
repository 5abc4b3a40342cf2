// When work that can wait runs: after the frame that answers a visitor's press has painted, or
// when the page is idle. A press's own response (the dialog's frame) is never behind it; section
// 1 promises a modal that opens at once.

/** How long a page that paints no frames (hidden, or no window at all) is waited for. */
const noFramesAfterMs = 100

/** Resolves once the page's next frame has painted; at once where nothing paints (a server). */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) => {
    // A hidden page runs no animation frames: it goes on without one.
    const fallback = setTimeout(() => {
      globalThis.cancelAnimationFrame?.(frame)
      resolve()
    }, noFramesAfterMs)
    // A frame's rAF callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback)
      setTimeout(resolve, 0)
    })
  })
}

/**
 * Runs `task` when the browser is idle, at the latest after `timeoutMs` (soon, where
 * requestIdleCallback is missing). Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  const w = globalThis as {
    requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number
    cancelIdleCallback?: (id: number) => void
  }
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(task, { timeout: timeoutMs })
    return () => w.cancelIdleCallback?.(id)
  }
  // Without a page (a server, a test in Node) nothing else competes: soon.
  const id = setTimeout(task, typeof window === 'undefined' ? 0 : Math.min(200, timeoutMs))
  return () => clearTimeout(id)
}

/**
 * How long work that follows an intent (pointer over, focus, touch on a Portico button) waits
 * for the page to be idle at most: a press right behind the intent is handled first.
 */
export const intentWaitMs = 300

/** Resolves when the browser is idle, at the latest after `timeoutMs`. */
export const idle = (timeoutMs?: number) => new Promise<void>((resolve) => void whenIdle(resolve, timeoutMs))
