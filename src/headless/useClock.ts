'use client'
import { useSyncExternalStore } from 'react'

/** A clock the views and hooks read once a second: the time, to the tenth of a second (stable between ticks). */
const subscribe = (onTick: () => void) => {
  const id = setInterval(onTick, 1000)
  return () => clearInterval(id)
}
const now = () => Math.ceil(Date.now() / 100) * 100

/** The time (ms since epoch), read anew once a second. */
export const useNow = (): number => useSyncExternalStore(subscribe, now, now)

/** Whole seconds until `until` (ms since epoch), counting down once a second; 0 once passed. */
export function useSecondsLeft(until: number | undefined): number {
  const time = useNow()
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - time) / 1000))
}
