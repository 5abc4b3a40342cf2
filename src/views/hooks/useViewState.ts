'use client'
// Component state that outlives the component: what the visitor typed in a view, still there
// when they come back to it (and after the OS reloaded the tab: features/keptPage). The drafts
// themselves are in viewDrafts, a map of the page's that the kept page reads and fills too.
import { useCallback, useState, useSyncExternalStore } from 'react'
import { viewDrafts } from '../../features/keptPage/viewDrafts'

const absent = Symbol('absent')
/** A server render (and the hydration after it) shows the initial value: the drafts are the browser's. */
const onServer = () => absent

export function useViewState<T>(key: string, initial: T): [T, (value: T) => void] {
  // Read once, when the view mounts, as useState reads its initial value.
  const [first] = useState(initial)
  const draft = useSyncExternalStore(
    viewDrafts.subscribe,
    () => (viewDrafts.has(key) ? viewDrafts.get(key) : absent),
    onServer,
  )
  const set = useCallback((next: T) => viewDrafts.set(key, next), [key])
  return [draft === absent ? first : (draft as T), set]
}

/** Forgets everything remembered (tests; a host that unmounts Portico for good). */
export function clearViewState(): void {
  viewDrafts.clear()
}
