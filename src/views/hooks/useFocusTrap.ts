'use client'
import { useEffect, type RefObject } from 'react'
import { activeElementIn, deepActiveElement, tabbables } from './focus'

/**
 * While active: focus moves into the container, Tab and Shift+Tab cycle inside it, and on the
 * way out focus returns to what had it before. Tab is moved by hand, not left to the browser,
 * so the cycle is the same in every browser whatever the shadow root does to tab order.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const node = ref.current
    if (!active || !node) return
    const previous = deepActiveElement()
    node.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      event.preventDefault()
      const items = tabbables(node)
      if (items.length === 0) return
      const at = items.indexOf(activeElementIn(node) as HTMLElement)
      const next = event.shiftKey
        ? at <= 0
          ? items.length - 1
          : at - 1
        : at === -1 || at === items.length - 1
          ? 0
          : at + 1
      items[next]!.focus()
    }
    node.addEventListener('keydown', onKeyDown)
    return () => {
      node.removeEventListener('keydown', onKeyDown)
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [ref, active])
}
