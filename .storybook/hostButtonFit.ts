// Play-function helpers for the host-page buttons on a narrow page: a button is inside the
// viewport, and each of its texts is shown whole or not at all (never an ellipsis or a clipped
// box cutting a name into letters, as "Eth…" or "A…").

interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

/** Sub-pixel edges (a rounded width) are not a cut. */
const tolerance = 1

/** The page's visible area, without a scroll bar. */
export function viewportRect(): Rect {
  return { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight }
}

function intersect(a: Rect, b: Rect): Rect {
  return {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  }
}

/** What the viewport and the boxes that clip (overflow other than visible) leave of `from`'s content. */
function clipOf(from: Element, upTo: Element): Rect {
  let clip = viewportRect()
  for (let element: Element | null = from; element; element = element.parentElement) {
    const style = getComputedStyle(element)
    if (style.overflowX !== 'visible') {
      // The padding box, what a clipping box shows of its content (clientWidth and clientHeight
      // are rounded to whole pixels: a 17.5 px label would show half a pixel of its next line).
      const box = element.getBoundingClientRect()
      const border = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`)) || 0
      clip = intersect(clip, {
        left: box.left + border('left'),
        top: box.top + border('top'),
        right: box.right - border('right'),
        bottom: box.bottom - border('bottom'),
      })
    }
    if (element === upTo) break
  }
  return clip
}

/**
 * How much of a text node shows: `none` when it is not rendered (display: none) or is clipped
 * away whole (wrapped onto a line that is cut off); `part` when it runs out of the viewport or
 * a box that clips it (an ellipsis is such a box: the text runs on past it); else `whole`.
 */
function shownOf(node: Text, upTo: Element): 'whole' | 'part' | 'none' {
  const range = document.createRange()
  range.selectNodeContents(node)
  if (!node.parentElement || ![...range.getClientRects()].some((r) => r.width > 0)) return 'none'
  const box = range.getBoundingClientRect()
  const shown = intersect(box, clipOf(node.parentElement, upTo))
  const shownWidth = Math.max(0, shown.right - shown.left)
  const shownHeight = Math.max(0, shown.bottom - shown.top)
  if (shownWidth <= tolerance || shownHeight <= tolerance) return 'none'
  return shownWidth < box.width - tolerance || shownHeight < box.height - tolerance ? 'part' : 'whole'
}

/** The texts in `element` (not white space) that show as `how`. */
function texts(element: Element, how: 'whole' | 'part'): string[] {
  const found: string[] = []
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ''
    if (text.trim() && shownOf(node as Text, element) === how) found.push(text)
  }
  return found
}

/** The texts in `element` that show in part: a name cut into letters. */
export const textsShownInPart = (element: Element) => texts(element, 'part')

/** The texts in `element` that show whole. */
export const textsShownWhole = (element: Element) => texts(element, 'whole')

/** Whether `element`'s box lies inside the viewport, give or take a pixel. */
export function insideViewport(element: Element): boolean {
  const box = element.getBoundingClientRect()
  const viewport = viewportRect()
  return (
    box.left >= viewport.left - tolerance &&
    box.top >= viewport.top - tolerance &&
    box.right <= viewport.right + tolerance &&
    box.bottom <= viewport.bottom + tolerance
  )
}

/** Whether `element` is rendered (has a box): not display: none, nor inside such an element. */
export function rendered(element: Element): boolean {
  return element.getClientRects().length > 0
}
