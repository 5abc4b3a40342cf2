// The CSS of the listbox (Listbox.tsx) and the radio group (RadioGroup.tsx), rendered with them
// into the modal's shadow root: it loads with the views that choose, not with the first load.
import { cssVar as v } from '../../theme/tokens'

export const listboxStyles = /* css */ `
.p-listbox, .p-radiogroup {
  display: flex; flex-direction: column; gap: ${v('space.xs')}; margin: 0; padding: 2px;
  max-height: 248px; overflow-y: auto; overscroll-behavior: contain;
}
.p-root .p-listbox:focus-visible { outline: none; }
/* One height for every row: a long name is cut with an ellipsis (the whole in its title). */
.p-option {
  display: flex; align-items: center; gap: ${v('space.md')}; width: 100%; height: 56px; min-width: 0;
  padding: 0 ${v('space.md')}; border: 1px solid transparent; border-radius: ${v('radius.md')};
  background: ${v('color.surface')}; text-align: start; cursor: pointer;
}
.p-option:hover { border-color: ${v('color.border')}; }
.p-option[aria-selected='true'], .p-option[aria-checked='true'] { border-color: ${v('color.accent')}; }
.p-listbox:focus-visible .p-option-active { outline: 2px solid ${v('color.focusRing')}; outline-offset: -1px; }
/* A radio takes the focus itself: its ring drawn inside, where the group's scroll box clips none of it. */
.p-root .p-radiogroup .p-option:focus-visible { outline-offset: -1px; }
.p-option-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.p-option-name, .p-option-detail { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.p-option-name { font-weight: ${v('font.weightBold')}; }
.p-option-detail { color: ${v('color.muted')}; font-size: ${v('font.sizeSm')}; }
.p-option-value { flex: none; max-width: 45%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-variant-numeric: tabular-nums; }
.p-option-icon { width: 32px; height: 32px; flex: none; border-radius: ${v('radius.full')}; object-fit: cover; }
.p-option-icon.p-option-icon-empty { background: ${v('color.border')}; }
.p-listbox-button .p-icon { margin-inline-start: auto; color: ${v('color.muted')}; }
`
