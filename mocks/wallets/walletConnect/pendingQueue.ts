// What waits for the user in manual mode, oldest first. A UI watches the list; a test awaits the
// next item, and next() also hands over one that arrived before it was called, so
// `await pair(uri); await nextProposal()` cannot miss a proposal that was quicker than the test.
export interface PendingQueue<T extends { id: number }> {
  add(item: T): void
  /** The same array until the queue changes (React's useSyncExternalStore compares snapshots). */
  list(): T[]
  /** The oldest waiting item, or the first one to arrive. It stays queued until take(). */
  next(): Promise<T>
  /** Removes and returns the item (the oldest when id is omitted). */
  take(id?: number): T | undefined
  /** Removes every item that matches, e.g. the requests of a deleted session. */
  drop(matches: (item: T) => boolean): void
  watch(listener: (list: T[]) => void): () => void
}

export function createPendingQueue<T extends { id: number }>(): PendingQueue<T> {
  let items: T[] = []
  const waiters: ((item: T) => void)[] = []
  const watchers = new Set<(list: T[]) => void>()

  const changed = (next: T[]) => {
    items = next
    for (const watcher of [...watchers]) watcher(items)
  }

  return {
    add(item) {
      changed([...items, item])
      for (const wake of waiters.splice(0)) wake(items[0]!)
    },
    list: () => items,
    next: () => (items.length ? Promise.resolve(items[0]!) : new Promise<T>((resolve) => waiters.push(resolve))),
    take(id) {
      const item = id === undefined ? items[0] : items.find((i) => i.id === id)
      if (item) changed(items.filter((i) => i !== item))
      return item
    },
    drop(matches) {
      if (items.some(matches)) changed(items.filter((i) => !matches(i)))
    },
    watch(listener) {
      watchers.add(listener)
      return () => void watchers.delete(listener)
    },
  }
}
