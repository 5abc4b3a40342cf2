// The component CSS of the modal's body, as plain strings rendered into the modal's shadow root
// with the body; the frame's own (frameStyles.ts) comes with the first load. Every value that a
// theme may change is a `--portico-*` variable (see tokens.ts); a unit test checks that each
// variable used here is one the theme defines.
import { cssVar as v } from './tokens'

const keyframes = /* css */ `
@keyframes portico-spin { to { transform: rotate(360deg); } }
`

const notices = /* css */ `
/* In the dialog's flow below the body, never over it: the body gives up the room and scrolls,
   so a message covers no control (a Send button, UnsupportedChain's Disconnect). */
.p-snackbar {
  display: flex; gap: ${v('space.sm')}; align-items: center; width: fit-content; max-width: calc(100% - 32px);
  margin: 0 auto ${v('space.md')};
  padding: ${v('space.sm')} ${v('space.md')}; border-radius: ${v('radius.full')};
  background: ${v('color.surface')}; border: 1px solid ${v('color.border')};
  animation: portico-fade ${v('duration.viewTransition')} ease-out;
}
.p-snackbar-success .p-icon { color: ${v('color.success')}; }
.p-snackbar-error .p-icon { color: ${v('color.error')}; }
.p-alert {
  flex: none;
  display: flex; gap: ${v('space.sm')}; align-items: flex-start; margin: ${v('space.md')} ${v('space.md')} 0;
  padding: ${v('space.sm')} ${v('space.md')}; border-radius: ${v('radius.md')};
  border: 1px solid ${v('color.error')}; color: ${v('color.foreground')};
}
.p-alert p { margin: 0; }
.p-alert .p-alert-text { flex: 1; }
.p-alert strong { color: ${v('color.error')}; }
`

const controls = /* css */ `
.p-field { display: flex; flex-direction: column; gap: ${v('space.xs')}; }
.p-label { font-size: ${v('font.sizeSm')}; color: ${v('color.muted')}; }
.p-input {
  width: 100%; padding: ${v('space.md')}; border-radius: ${v('radius.md')}; font: inherit;
  color: ${v('color.foreground')}; background: ${v('color.surface')}; border: 1px solid ${v('color.border')};
}
.p-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
/* Centred in the column it waits in (Buy's waiting view, the email code check). */
.p-spinner {
  display: inline-block; align-self: center; width: 20px; height: 20px; border-radius: ${v('radius.full')};
  border: 2px solid ${v('color.border')}; border-top-color: ${v('color.accent')}; animation: portico-spin 0.8s linear infinite;
}
`

const content = /* css */ `
.p-root ul { list-style: none; margin: 0; padding: 0; }
.p-center { display: flex; flex-direction: column; align-items: center; gap: ${v('space.md')}; text-align: center; }
.p-muted { color: ${v('color.muted')}; font-size: ${v('font.sizeSm')}; margin: 0; }
.p-error-text { color: ${v('color.error')}; margin: 0; }
.p-divider { display: flex; align-items: center; gap: ${v('space.sm')}; color: ${v('color.muted')}; font-size: ${v('font.sizeSm')}; }
.p-divider::before, .p-divider::after { content: ''; flex: 1; border-top: 1px solid ${v('color.border')}; }
.p-row {
  display: flex; align-items: center; gap: ${v('space.md')}; width: 100%; text-align: start;
  padding: ${v('space.sm')}; border: none; border-radius: ${v('radius.md')}; background: ${v('color.surface')};
}
.p-row:hover { outline: 1px solid ${v('color.border')}; }
.p-row[aria-current='true'] { outline: 2px solid ${v('color.accent')}; }
.p-row-name { flex: 1; font-weight: ${v('font.weightBold')}; }
.p-badge {
  font-size: ${v('font.sizeSm')}; padding: 2px ${v('space.sm')}; border-radius: ${v('radius.full')};
  color: ${v('color.muted')}; border: 1px solid ${v('color.border')};
}
.p-badge-installed { color: ${v('color.success')}; border-color: ${v('color.success')}; }
.p-image {
  width: ${v('size.walletImage')}; height: ${v('size.walletImage')}; flex: none; border-radius: ${v('radius.md')};
  object-fit: cover; background: ${v('color.surface')};
}
.p-row .p-image { width: 36px; height: 36px; border-radius: ${v('radius.sm')}; }
.p-wallet-mark { display: inline-flex; align-items: center; justify-content: center; background: ${v('color.accent')}; color: ${v('color.accentForeground')}; }
.p-wallet-mark .p-icon { width: 70%; height: 70%; }
.p-image-placeholder {
  display: inline-flex; align-items: center; justify-content: center; font-weight: ${v('font.weightBold')};
  color: ${v('color.muted')}; border: 1px solid ${v('color.border')};
}
.p-grid-scroll { position: relative; overflow-y: auto; overscroll-behavior: contain; }
.p-grid-row { position: absolute; left: 0; right: 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${v('space.xs')}; }
.p-tile {
  min-width: 0;
  display: flex; flex-direction: column; align-items: center; gap: ${v('space.xs')}; width: 100%; height: 100%;
  padding: ${v('space.sm')} ${v('space.xs')}; border: none; border-radius: ${v('radius.md')}; background: ${v('color.surface')};
}
.p-tile-name { width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: ${v('font.sizeSm')}; text-align: center; }
.p-pairs { display: grid; grid-template-columns: auto 1fr; gap: ${v('space.sm')} ${v('space.md')}; align-items: center; margin: 0; }
.p-pairs dt { color: ${v('color.muted')}; font-size: ${v('font.sizeSm')}; }
.p-pairs dd { margin: 0; display: flex; align-items: center; gap: ${v('space.sm')}; font-weight: ${v('font.weightBold')}; }
.p-pairs .p-image { width: 24px; height: 24px; border-radius: ${v('radius.full')}; }
.p-full { width: 100%; }
.p-subtitle { margin: 0; font-size: ${v('font.sizeMd')}; font-weight: ${v('font.weightBold')}; }
.p-wallet-header { gap: ${v('space.sm')}; }
.p-status p { margin: 0; }
.p-status { display: flex; flex-direction: column; gap: ${v('space.xs')}; }
.p-root a.p-button { text-decoration: none; }
.p-root a.p-button-secondary { color: inherit; }
.p-qr { display: block; max-width: 100%; height: auto; border: 1px solid ${v('color.border')}; border-radius: ${v('radius.md')}; }
.p-status:focus { outline: none; }
.p-details summary { cursor: pointer; color: ${v('color.muted')}; font-size: ${v('font.sizeSm')}; }
.p-details[open] summary { margin-bottom: ${v('space.sm')}; }
`

/** What the modal's body needs besides the frame's CSS (frameStyles.ts) and the variables. */
export const porticoStyles = [keyframes, notices, controls, content].join('\n')
