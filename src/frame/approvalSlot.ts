// Where the embedded wallet's frame shows itself when it asks the visitor to approve: the slot a
// view keeps for it (ApproveTransaction, inside Portico's shadow root), or, with no such view on
// screen (a host's own request while the modal is closed), a card over the page. The frame is
// then the visible thing the visitor answers in, on its own origin.

/** The attribute Portico's shadow hosts carry (views/chrome/ShadowHost.tsx). */
export const porticoHostAttribute = 'data-portico'
/** The attribute of the element a view keeps for the frame. */
export const approvalSlotAttribute = 'data-portico-approval-slot'

/** The slot on screen, if a view keeps one. */
export function findApprovalSlot(doc: Document): Element | undefined {
  for (const host of doc.querySelectorAll(`[${porticoHostAttribute}]`)) {
    const slot = host.shadowRoot?.querySelector(`[${approvalSlotAttribute}]`)
    if (slot && slot.getBoundingClientRect().width > 0) return slot
  }
  return undefined
}
