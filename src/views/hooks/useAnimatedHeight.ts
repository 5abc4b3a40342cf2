'use client'
import { useEffect, type RefObject } from 'react'

/**
 * Keeps `outer` as tall as `inner` with an explicit height, so the CSS height transition
 * (section 9: modal height 150 ms) runs when a view changes size. Without ResizeObserver the
 * height stays automatic.
 */
export function useAnimatedHeight(outer: RefObject<HTMLElement | null>, inner: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = outer.current
    const content = inner.current
    if (!box || !content || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      box.style.height = `${content.offsetHeight}px`
    })
    observer.observe(content)
    return () => observer.disconnect()
  }, [outer, inner])
}
