'use client'
import { useEffect, useState } from 'react'

/** False until `ms` after mount, then true; key the component to start again. */
export function useTimeoutFlag(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false)
  useEffect(() => {
    const id = setTimeout(() => setElapsed(true), ms)
    return () => clearTimeout(id)
  }, [ms])
  return elapsed
}
