'use client'
import { useSyncExternalStore } from 'react'

/** A clock the views read once a second: the time, to the tenth of a second (stable between ticks). */
const subscribe = (onTick: () => void) => {
  const id = setInterval(onTick, 1000)
  return () => clearInterval(id)
}
const now = () => Math.ceil(Date.now() / 100) * 100

/** Whole seconds until `until` (ms since epoch), counting down once a second; 0 once passed. */
export function useSecondsLeft(until: number | undefined): number {
  const time = useSyncExternalStore(subscribe, now, now)
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - time) / 1000))
}
