// The modal frame's CSS (overlay, dialog box, header, the loading skeleton): with the first load,
// so an open paints its frame before the body's CSS (styles.ts) has arrived. Theme values through
// the `--portico-*` variables (tokens.ts). Motion is off for visitors who ask for less, in the
// frame and the body alike. Focus rings are for keyboard focus only (:focus-visible), and never
// round the dialog itself, which takes the focus when it opens or its view changes.
import { cssVar as v } from './tokens'

export const frameStyles = /* css */ `
@keyframes portico-fade { from { opacity: 0; } to { opacity: 1; } }
@keyframes portico-view-in { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } }
@keyframes portico-shake {
  10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); }
}
@keyframes portico-shimmer { from { opacity: 0.45; } to { opacity: 0.9; } }
.p-root { font-family: ${v('font.family')}; font-size: ${v('font.sizeMd')}; color: ${v('color.foreground')}; line-height: 1.4; }
.p-root *, .p-root *::before, .p-root *::after { box-sizing: border-box; }
.p-overlay {
  position: fixed; inset: 0; z-index: ${v('zIndex.modal')}; background: ${v('color.overlay')};
  display: flex; align-items: center; justify-content: center;
  animation: portico-fade ${v('duration.viewTransition')} ease-out;
}
/* A fixed header over a body that scrolls inside the dialog: no action is ever out of reach. */
.p-modal {
  position: relative; width: ${v('size.modalWidth')}; max-width: 100vw;
  max-height: calc(100vh - 32px); max-height: calc(100dvh - 32px);
  display: flex; flex-direction: column; overflow: hidden;
  background: ${v('color.background')}; border: 1px solid ${v('color.border')}; border-radius: ${v('radius.lg')};
  box-shadow: ${v('shadow.modal')}; outline: none;
}
.p-modal.p-inline { box-shadow: none; }
.p-modal.p-shake { animation: portico-shake ${v('duration.shake')} ease-in-out; }
.p-body {
  flex: 0 1 auto; min-height: 0; overflow-x: hidden; overflow-y: auto; overscroll-behavior: contain;
  transition: height ${v('duration.modalHeight')} ease;
}
/* On a phone, a sheet from the bottom edge, as tall as its content allows. */
@media (max-width: 480px) {
  .p-overlay { align-items: flex-end; }
  .p-modal:not(.p-inline) { width: 100vw; max-height: 92dvh; border-radius: ${v('radius.lg')} ${v('radius.lg')} 0 0; border-bottom: none; }
}
.p-header {
  flex: none; display: grid; grid-template-columns: 40px 1fr 40px; align-items: center;
  padding: ${v('space.md')} ${v('space.md')} 0;
}
/* A slot left empty (no Back, no Close) is as tall as the button it stands for: the header keeps its height. */
.p-header > span { height: 36px; }
.p-title {
  margin: 0; text-align: center; font-size: ${v('font.sizeLg')}; font-weight: ${v('font.weightBold')};
  animation: portico-fade ${v('duration.headerText')} ease-out;
}
.p-view { padding: ${v('space.lg')}; animation: portico-view-in ${v('duration.viewTransition')} ease-out; }
/* :where() keeps the reset at zero specificity, so component classes (.p-button-primary) win. */
:where(.p-root) button { font: inherit; color: inherit; cursor: pointer; }
.p-root button:disabled, .p-root button[aria-disabled='true'] { cursor: default; opacity: 0.5; }
.p-root :not(.p-modal):focus-visible { outline: 2px solid ${v('color.focusRing')}; outline-offset: 2px; }
.p-icon { display: inline-flex; width: 20px; height: 20px; flex: none; }
.p-icon svg { width: 100%; height: 100%; }
[dir='rtl'] .p-directional { transform: scaleX(-1); }
.p-icon-button {
  display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px;
  border: none; border-radius: ${v('radius.full')}; background: transparent;
}
.p-icon-button:hover { background: ${v('color.surface')}; }
.p-stack { display: flex; flex-direction: column; gap: ${v('space.sm')}; }
/* The body's buttons, here because the frame shows one too: Try again, when the body did not come. */
.p-button {
  display: inline-flex; align-items: center; justify-content: center; gap: ${v('space.sm')}; width: 100%;
  padding: ${v('space.md')} ${v('space.lg')}; border-radius: ${v('radius.md')}; font-weight: ${v('font.weightBold')};
  border: 1px solid ${v('color.border')}; background: ${v('color.surface')};
}
.p-button-primary { background: ${v('color.accent')}; color: ${v('color.accentForeground')}; border-color: ${v('color.accent')}; }
.p-skeleton { display: block; border-radius: ${v('radius.md')}; background: ${v('color.surface')}; animation: portico-shimmer 0.9s ease-in-out infinite alternate; }
@media (prefers-reduced-motion: reduce) {
  .p-root *, .p-root *::before, .p-root *::after, .p-root, .p-overlay {
    animation: none !important; transition: none !important;
  }
}
`
