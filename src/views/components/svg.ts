/**
 * An icon's markup: 24×24, stroked with currentColor so it follows the text colour. One that
 * points along the line of text (back, a row's chevron, leaving) is `directional`: a
 * right-to-left modal mirrors it (frameStyles.ts), so it points the way Arabic reads.
 */
export const svg = (body: string, directional = false) =>
  `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"${directional ? ' class="p-directional"' : ''}>${body}</svg>`
