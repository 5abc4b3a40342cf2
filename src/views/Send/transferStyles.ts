// The CSS of Send and Receive, in their chunks: each view renders it into the modal's shadow
// root, so the first load carries none of it. Theme values through the same `--portico-*`
// variables as the rest.
import { cssVar as v } from '../../theme/tokens'

export const transferStyles = /* css */ `
.p-fieldset { border: none; margin: 0; padding: 0; min-width: 0; display: flex; flex-direction: column; gap: ${v('space.xs')}; }
.p-receiver-avatar { width: 24px; height: 24px; flex: none; border-radius: ${v('radius.full')}; object-fit: cover; }
.p-input-row { display: flex; gap: ${v('space.sm')}; }
.p-input-row .p-input { flex: 1; min-width: 0; }
.p-button-inline { width: auto; padding: ${v('space.sm')} ${v('space.md')}; }
.p-alert.p-alert-inline { margin: 0; }
.p-field-error { color: ${v('color.error')}; font-size: ${v('font.sizeSm')}; margin: 0; }
.p-field-warning { color: ${v('color.foreground')}; font-size: ${v('font.sizeSm')}; margin: 0; font-weight: 600; }
.p-input[aria-invalid='true'] { border-color: ${v('color.error')}; }
.p-receiver { display: flex; align-items: center; gap: ${v('space.sm')}; margin: 0; min-width: 0; }
.p-address { margin: 0; font-family: ui-monospace, monospace; font-size: ${v('font.sizeSm')}; word-break: break-all; text-align: center; }
.p-network-chips { display: flex; flex-wrap: wrap; gap: ${v('space.xs')}; justify-content: center; }
.p-network-chip {
  display: inline-flex; align-items: center; gap: ${v('space.xs')}; padding: 2px ${v('space.sm')} 2px 2px;
  border: 1px solid ${v('color.border')}; border-radius: ${v('radius.full')}; font-size: ${v('font.sizeSm')};
}
.p-network-chip .p-image { width: 20px; height: 20px; border-radius: ${v('radius.full')}; }
`
