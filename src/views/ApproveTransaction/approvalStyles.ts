// The approval details' CSS (ApproveTransaction, RegisterAccountNameSuccess), in their chunk.
import { cssVar as v } from '../../theme/tokens'

export const approvalStyles = /* css */ `
.p-approval { display: flex; flex-direction: column; gap: ${v('space.sm')}; padding: ${v('space.md')}; border: 1px solid ${v('color.border')}; border-radius: ${v('radius.md')}; text-align: start; }
.p-approval-summary { margin: 0; font-weight: ${v('font.weightBold')}; overflow-wrap: anywhere; }
.p-approval .p-pairs dd { min-width: 0; overflow-wrap: anywhere; }
.p-approval-calls { margin: 0; padding-inline-start: ${v('space.lg')}; display: flex; flex-direction: column; gap: ${v('space.sm')}; }
.p-approval-calls > li { display: list-item; }
.p-approval-calls > li::marker { font-weight: ${v('font.weightBold')}; }
.p-approval-calls > li > * + * { margin-top: ${v('space.xs')}; }
.p-approval .p-plain-list { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: ${v('space.xs')}; }
`
