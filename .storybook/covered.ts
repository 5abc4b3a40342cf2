// Geometry for play functions: what a box drawn in the modal (the snackbar) lies over. A
// control counts where it can be seen: its box cut to the body that scrolls it, so a button
// scrolled out of sight is not "covered" by what sits below the body.
import { modalRoot } from './shadow'

const reachable = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"]), [role="alert"], p'

/** `rect` cut to every ancestor that clips its content, up to the dialog. */
function visibleRect(element: Element): DOMRect {
  let { left, top, right, bottom } = element.getBoundingClientRect()
  for (let node = element.parentElement; node && !node.classList.contains('p-modal'); node = node.parentElement) {
    const style = getComputedStyle(node)
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
    const clip = node.getBoundingClientRect()
    left = Math.max(left, clip.left)
    top = Math.max(top, clip.top)
    right = Math.min(right, clip.right)
    bottom = Math.min(bottom, clip.bottom)
  }
  return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top))
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * The modal's controls and notices (buttons, links, fields, alerts, paragraphs) whose visible
 * part `cover` lies over, as short descriptions for a failing expectation. Empty when it covers none.
 */
export function coveredBy(cover: Element): string[] {
  const box = cover.getBoundingClientRect()
  const modal = modalRoot()?.querySelector('.p-modal')
  if (!modal) throw new Error('The Portico modal is not rendered')
  return [...modal.querySelectorAll<HTMLElement>(reachable)]
    .filter((element) => !cover.contains(element) && overlaps(visibleRect(element), box))
    .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`)
}
