// The social logins' CSS (Connect's row and the Socials view), in their chunks.
import { cssVar as v } from '../../theme/tokens'

export const socialStyles = /* css */ `
.p-socials { display: flex; gap: ${v('space.sm')}; }
.p-socials .p-social-compact { flex: 1; width: auto; padding: ${v('space.sm')}; }
.p-brand { display: inline-flex; width: 20px; height: 20px; flex: none; }
.p-brand svg { width: 100%; height: 100%; }
.p-social-list { display: grid; gap: ${v('space.sm')}; margin: 0; padding: 0; list-style: none; }
.p-social-list .p-button { justify-content: flex-start; }
.p-brand-large { width: 56px; height: 56px; }
`
