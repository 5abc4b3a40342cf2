'use client'
import { useEffect, useState } from 'react'

/** The value once it has stayed the same for `ms` (section 9: wallet search waits 300 ms). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(id)
  }, [value, ms])
  return settled
}
