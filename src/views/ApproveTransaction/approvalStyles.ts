// The approval details' CSS (ApproveTransaction, RegisterAccountNameSuccess) and their preview's, in their chunk.
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
.p-preview { display: flex; flex-direction: column; gap: ${v('space.sm')}; padding-top: ${v('space.sm')}; border-top: 1px solid ${v('color.border')}; overflow-wrap: anywhere; }
.p-preview-heading { margin: 0; font-size: ${v('font.sizeSm')}; font-weight: ${v('font.weightBold')}; color: ${v('color.muted')}; }
.p-preview-quiet { margin: 0; font-size: ${v('font.sizeSm')}; color: ${v('color.muted')}; }
/* A loading preview holds about a change's row: the result that replaces it moves the layout little. */
.p-preview-pending { min-height: 20px; }
.p-preview-warning { margin: 0; display: flex; gap: ${v('space.xs')}; align-items: flex-start; font-size: ${v('font.sizeSm')}; }
.p-preview-warning > span:last-child { flex: 1; min-width: 0; }
.p-preview-warning .p-icon { width: 16px; height: 16px; color: ${v('color.error')}; }
.p-preview-alert { padding: ${v('space.xs')} ${v('space.sm')}; border: 1px solid ${v('color.error')}; border-radius: ${v('radius.sm')}; font-weight: ${v('font.weightBold')}; }
.p-approval .p-preview-list { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: ${v('space.xs')}; }
.p-preview-change { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 ${v('space.sm')}; font-weight: ${v('font.weightBold')}; }
.p-preview-in .p-preview-amount { color: ${v('color.success')}; }
.p-preview-out .p-preview-amount { color: ${v('color.error')}; }
.p-preview-value { font-size: ${v('font.sizeSm')}; font-weight: ${v('font.weightRegular')}; color: ${v('color.muted')}; }
`
