// The email login's CSS, in its view's chunk (the first load carries none of it).
import { cssVar as v } from '../../theme/tokens'

export const emailLoginStyles = /* css */ `
.p-code { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: ${v('space.xs')}; }
.p-code-box { text-align: center; font-size: ${v('font.sizeLg')}; font-variant-numeric: tabular-nums; padding-inline: 0; }
.p-code-box[aria-invalid='true'] { border-color: ${v('color.error')}; }
.p-email { overflow-wrap: anywhere; }
`
