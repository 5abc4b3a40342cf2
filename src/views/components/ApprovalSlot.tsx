'use client'
import { approvalSlotAttribute } from '../../frame/approvalSlot'

/**
 * Where the embedded wallet's frame shows itself while it asks the visitor (frame/approvalSlot.ts
 * places it over this box): the visitor answers on the frame's origin, inside the view.
 */
export function ApprovalSlot() {
  return <div {...{ [approvalSlotAttribute]: '' }} className="p-full" style={{ height: 300 }} />
}
