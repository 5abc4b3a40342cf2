// Work handed in one piece after another, each waiting for the one before, whatever it waits
// on itself (a chunk to load): wallet events and EIP-6963 announcements keep the order they
// came in. A failing piece is reported and does not stop the ones after it.
export interface InOrder {
  add(task: () => unknown): void
  /** Settles once everything added so far has run. */
  idle(): Promise<void>
}

export function inOrder(onError: (error: unknown) => void): InOrder {
  let tail = Promise.resolve()
  return {
    add(task) {
      tail = tail.then(task).then(() => undefined, onError)
    },
    idle: () => tail,
  }
}
