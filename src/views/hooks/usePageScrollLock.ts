'use client'
import { useEffect } from 'react'

/**
 * While `locked`, the page behind the modal does not scroll (section 2: the modal is on top;
 * the wheel and a finger scroll the modal's body, not the host's page). The page's own overflow
 * is put back as it was when the modal closes.
 */
export function usePageScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return
    const page = document.documentElement
    const before = page.style.overflow
    page.style.overflow = 'hidden'
    return () => {
      page.style.overflow = before
    }
  }, [locked])
}
