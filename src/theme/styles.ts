// The component CSS, as plain strings injected into the modal's shadow root. Every value that
// a theme may change is a `--portico-*` variable (see tokens.ts); a unit test checks that each
// variable used here is one the theme defines. Motion is off for visitors who ask for less.
import { cssVar as v } from './tokens'

const keyframes = `
@keyframes portico-fade { from { opacity: 0; } to { opacity: 1; } }
@keyframes portico-view-in { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } }
@keyframes portico-shake {
  10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); }
}
@keyframes portico-shimmer { from { opacity: 0.45; } to { opacity: 0.9; } }
@keyframes portico-spin { to { transform: rotate(360deg); } }
`

const chrome = `
.p-root { font-family: ${v('font.family')}; font-size: ${v('font.sizeMd')}; color: ${v('color.foreground')}; line-height: 1.4; }
.p-root *, .p-root *::before, .p-root *::after { box-sizing: border-box; }
.p-overlay {
  position: fixed; inset: 0; z-index: ${v('zIndex.modal')}; background: ${v('color.overlay')};
  display: flex; align-items: center; justify-content: center;
  animation: portico-fade ${v('duration.viewTransition')} ease-out;
}
.p-modal {
  position: relative; width: ${v('size.modalWidth')}; max-width: 100vw; max-height: 100vh; overflow: hidden;
  background: ${v('color.background')}; border: 1px solid ${v('color.border')}; border-radius: ${v('radius.lg')};
  box-shadow: ${v('shadow.modal')}; outline: none;
}
.p-modal.p-inline { box-shadow: none; }
.p-modal.p-shake { animation: portico-shake ${v('duration.shake')} ease-in-out; }
.p-body { overflow: hidden; transition: height ${v('duration.modalHeight')} ease; }
.p-header {
  display: grid; grid-template-columns: 40px 1fr 40px; align-items: center;
  padding: ${v('space.md')} ${v('space.md')} 0;
}
.p-title {
  margin: 0; text-align: center; font-size: ${v('font.sizeLg')}; font-weight: ${v('font.weightBold')};
  animation: portico-fade ${v('duration.headerText')} ease-out;
}
.p-view { padding: ${v('space.lg')}; animation: portico-view-in ${v('duration.viewTransition')} ease-out; }
.p-snackbar {
  position: absolute; left: 50%; bottom: ${v('space.lg')}; transform: translateX(-50%);
  display: flex; gap: ${v('space.sm')}; align-items: center; max-width: calc(100% - 32px);
  padding: ${v('space.sm')} ${v('space.md')}; border-radius: ${v('radius.full')};
  background: ${v('color.surface')}; border: 1px solid ${v('color.border')};
  animation: portico-fade ${v('duration.viewTransition')} ease-out;
}
.p-snackbar-success .p-icon { color: ${v('color.success')}; }
.p-snackbar-error .p-icon { color: ${v('color.error')}; }
.p-alert {
  display: flex; gap: ${v('space.sm')}; align-items: flex-start; margin: ${v('space.md')} ${v('space.md')} 0;
  padding: ${v('space.sm')} ${v('space.md')}; border-radius: ${v('radius.md')};
  border: 1px solid ${v('color.error')}; color: ${v('color.foreground')};
}
.p-alert p { margin: 0; }
.p-alert .p-alert-text { flex: 1; }
.p-alert strong { color: ${v('color.error')}; }
`

const controls = `
/* :where() keeps the reset at zero specificity, so component classes (.p-button-primary) win. */
:where(.p-root) button { font: inherit; color: inherit; cursor: pointer; }
.p-root button:disabled, .p-root button[aria-disabled='true'] { cursor: default; opacity: 0.5; }
.p-root :focus-visible { outline: 2px solid ${v('color.focusRing')}; outline-offset: 2px; }
.p-icon { display: inline-flex; width: 20px; height: 20px; flex: none; }
.p-icon svg { width: 100%; height: 100%; }
.p-icon-button {
  display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px;
  border: none; border-radius: ${v('radius.full')}; background: transparent;
}
.p-icon-button:hover { background: ${v('color.surface')}; }
.p-button {
  display: inline-flex; align-items: center; justify-content: center; gap: ${v('space.sm')}; width: 100%;
  padding: ${v('space.md')} ${v('space.lg')}; border-radius: ${v('radius.md')}; font-weight: ${v('font.weightBold')};
  border: 1px solid ${v('color.border')}; background: ${v('color.surface')};
}
.p-button-primary { background: ${v('color.accent')}; color: ${v('color.accentForeground')}; border-color: ${v('color.accent')}; }
.p-field { display: flex; flex-direction: column; gap: ${v('space.xs')}; }
.p-label { font-size: ${v('font.sizeSm')}; color: ${v('color.muted')}; }
.p-input {
  width: 100%; padding: ${v('space.md')}; border-radius: ${v('radius.md')}; font: inherit;
  color: ${v('color.foreground')}; background: ${v('color.surface')}; border: 1px solid ${v('color.border')};
}
.p-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.p-skeleton { display: block; border-radius: ${v('radius.md')}; background: ${v('color.surface')}; animation: portico-shimmer 0.9s ease-in-out infinite alternate; }
.p-spinner {
  display: inline-block; width: 20px; height: 20px; border-radius: ${v('radius.full')};
  border: 2px solid ${v('color.border')}; border-top-color: ${v('color.accent')}; animation: portico-spin 0.8s linear infinite;
}
`

const content = `
.p-root ul { list-style: none; margin: 0; padding: 0; }
.p-stack { display: flex; flex-direction: column; gap: ${v('space.sm')}; }
.p-center { display: flex; flex-direction: column; align-items: center; gap: ${v('space.md')}; text-align: center; }
.p-muted { color: ${v('color.muted')}; font-size: ${v('font.sizeSm')}; margin: 0; }
.p-error-text { color: ${v('color.error')}; margin: 0; }
.p-divider { display: flex; align-items: center; gap: ${v('space.sm')}; color: ${v('color.muted')}; font-size: ${v('font.sizeSm')}; }
.p-divider::before, .p-divider::after { content: ''; flex: 1; border-top: 1px solid ${v('color.border')}; }
.p-row {
  display: flex; align-items: center; gap: ${v('space.md')}; width: 100%; text-align: left;
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

const reducedMotion = `
@media (prefers-reduced-motion: reduce) {
  .p-root *, .p-root *::before, .p-root *::after, .p-root, .p-overlay {
    animation: none !important; transition: none !important;
  }
}
`

/** Everything the modal's shadow root needs besides the variables. */
export const porticoStyles = [keyframes, chrome, controls, content, reducedMotion].join('\n')
