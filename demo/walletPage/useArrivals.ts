// What a screen reader hears when something new waits for the user: one sentence for the newest
// arrival, read out by a polite live region. Items already seen are not announced again.
import { useEffect, useRef, useState } from 'react'

export function useArrivals<T extends { id: number }>(items: readonly T[], describe: (item: T) => string): string {
  const seen = useRef(new Set<number>())
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    const arrived = items.filter((item) => !seen.current.has(item.id))
    for (const item of arrived) seen.current.add(item.id)
    if (arrived.length) setAnnouncement(describe(arrived.at(-1)!))
  }, [items, describe])
  return announcement
}
