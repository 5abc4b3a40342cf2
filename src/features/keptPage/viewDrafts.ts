// What the views keep of what the visitor typed (useViewState): a view unmounts when the visitor
// moves on and mounts again on back, and what they typed should still be there. Not in the store
// because it is draft input nothing else reads; one map for the page, keyed by view and field
// ("Connect.email", "AllWallets.search"). Here, away from React and the store, because the kept
// page (keptPageFlow) reads it when the tab is hidden and fills it again after the OS reloaded
// the tab; a view that is mounted then follows (subscribe).

const drafts = new Map<string, unknown>()
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export const viewDrafts = {
  has: (key: string) => drafts.has(key),
  get: (key: string) => drafts.get(key),
  set(key: string, value: unknown) {
    if (drafts.has(key) && Object.is(drafts.get(key), value)) return
    drafts.set(key, value)
    changed()
  },
  /** Every draft, in the order first typed. */
  entries: (): [string, unknown][] => [...drafts],
  /** Drafts kept by an earlier life of this tab, over what this one holds. */
  restore(entries: Iterable<[string, unknown]>) {
    for (const [key, value] of entries) drafts.set(key, value)
    changed()
  },
  clear() {
    drafts.clear()
    changed()
  },
  /** Told of every change; returns the way to stop being told. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
