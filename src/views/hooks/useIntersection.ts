'use client'
import { useEffect, useRef, type RefObject } from 'react'

/** Calls `onIntersect` whenever `target` comes into view inside `root` (infinite scroll). */
export function useIntersection(
  target: RefObject<Element | null>,
  root: RefObject<Element | null>,
  onIntersect: () => void,
  enabled: boolean,
): void {
  const callback = useRef(onIntersect)
  useEffect(() => {
    callback.current = onIntersect
  })
  useEffect(() => {
    const node = target.current
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return
    // Ask a little before the end shows, so the next page is usually there when it does.
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && callback.current(),
      {
        root: root.current,
        rootMargin: '0px 0px 200px 0px',
      },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [target, root, enabled])
}
