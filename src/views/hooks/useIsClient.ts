'use client'
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False on the server and while hydrating, true after: nothing touches `document` before. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
