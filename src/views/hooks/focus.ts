// Focus helpers that see through shadow roots: inside the modal, `document.activeElement`
// is the shadow host, the element itself is the root's `activeElement`.

const focusableSelector = 'button, [href], input, select, textarea, [tabindex]'

export function activeElementIn(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot
  return root.activeElement ?? null
}

/** The deepest focused element of the page, through open shadow roots. */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** Elements Tab may reach, in DOM order (roving tabindex: only the grid's current tile). */
export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[inert], [hidden]'),
  )
}
