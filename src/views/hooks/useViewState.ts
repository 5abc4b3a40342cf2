'use client'
// Component state that outlives the component: a view unmounts when the visitor moves on and
// mounts again on back, and what they typed should still be there. Not in the store because
// it is draft input nothing else reads; one module-level map, keyed by view and field.
import { useCallback, useState } from 'react'

const remembered = new Map<string, unknown>()

export function useViewState<T>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => (remembered.has(key) ? (remembered.get(key) as T) : initial))
  const set = useCallback(
    (next: T) => {
      remembered.set(key, next)
      setValue(next)
    },
    [key],
  )
  return [value, set]
}

/** Forgets everything remembered (tests; a host that unmounts Portico for good). */
export function clearViewState(): void {
  remembered.clear()
}
