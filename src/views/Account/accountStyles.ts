// The Account view's CSS, in its own chunk: rendered by the view into the modal's shadow root,
// so the first load carries none of it. Theme values through the same `--portico-*` variables.
import { cssVar as v } from '../../theme/tokens'

export const accountStyles = /* css */ `
.p-account-header { display: flex; flex-direction: column; align-items: center; gap: ${v('space.xs')}; text-align: center; }
.p-avatar { width: 64px; height: 64px; border-radius: ${v('radius.full')}; object-fit: cover; background: ${v('color.surface')}; }
span.p-avatar { display: block; }
.p-account-name { display: flex; align-items: center; gap: ${v('space.xs')}; margin: 0; font-size: ${v('font.sizeLg')}; font-weight: ${v('font.weightBold')}; }
.p-account-name .p-icon-button, .p-account-name a { width: 28px; height: 28px; }
.p-account-name a { display: inline-flex; align-items: center; justify-content: center; color: inherit; border-radius: ${v('radius.full')}; }
.p-account-name .p-icon { width: 16px; height: 16px; }
.p-balance { margin: 0; font-size: ${v('font.sizeLg')}; }
.p-account-bar { display: flex; align-items: center; gap: ${v('space.sm')}; }
.p-account-bar .p-wallet { flex: 1; min-width: 0; display: flex; align-items: center; gap: ${v('space.sm')}; font-size: ${v('font.sizeSm')}; }
.p-account-bar .p-wallet span, .p-account-bar .p-wallet bdi { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* A long wallet name gives way, not its picture. */
.p-account-bar .p-wallet > span { flex: none; }
.p-account-bar .p-image { width: 24px; height: 24px; border-radius: ${v('radius.sm')}; }
.p-chip {
  display: inline-flex; align-items: center; gap: ${v('space.xs')}; padding: ${v('space.xs')} ${v('space.sm')};
  border: 1px solid ${v('color.border')}; border-radius: ${v('radius.full')}; background: ${v('color.surface')}; font-size: ${v('font.sizeSm')};
}
.p-chip .p-image { width: 20px; height: 20px; border-radius: ${v('radius.full')}; }
/* The wallets connected at once (multiWallet): one row each, the acting one outlined; names and
   lines end in an ellipsis, so a long name never pushes Switch and Disconnect out at phone width. */
.p-connections-title { margin: 0; font-size: ${v('font.sizeSm')}; }
.p-connections { display: flex; flex-direction: column; gap: ${v('space.xs')}; }
.p-connection {
  display: flex; align-items: center; gap: ${v('space.sm')}; padding: ${v('space.sm')};
  border-radius: ${v('radius.md')}; background: ${v('color.surface')};
}
.p-connection[aria-current='true'] { outline: 2px solid ${v('color.accent')}; outline-offset: -2px; }
.p-connection .p-image { width: 36px; height: 36px; border-radius: ${v('radius.sm')}; }
.p-connection > span[aria-hidden] { display: flex; flex: none; }
.p-connection-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.p-connection-name { font-weight: ${v('font.weightBold')}; }
.p-connection-line { font-size: ${v('font.sizeSm')}; color: ${v('color.muted')}; }
.p-connection-name, .p-connection-line { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* The name's own box ends where the row's text does (an inline one would run on, clipped). */
.p-connection-name bdi { display: block; overflow: hidden; text-overflow: ellipsis; }
.p-connection-actions { flex: none; display: flex; align-items: center; gap: ${v('space.xs')}; }
.p-connection-switch {
  padding: ${v('space.xs')} ${v('space.sm')}; border: 1px solid ${v('color.border')}; border-radius: ${v('radius.full')};
  background: transparent; font-size: ${v('font.sizeSm')};
}
.p-connection-switch:hover { background: ${v('color.background')}; }
.p-sessions { margin: 0; padding: 0; list-style: none; }
.p-session { display: flex; flex-direction: column; gap: ${v('space.xs')}; padding: ${v('space.sm')}; border: 1px solid ${v('color.border')}; border-radius: ${v('radius.md')}; }
.p-session p, .p-session ul { margin: 0; }
.p-session ul { padding-inline-start: ${v('space.md')}; font-size: ${v('font.sizeSm')}; }
.p-session .p-account-bar strong { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.p-features { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: ${v('space.xs')}; }
.p-feature {
  display: flex; flex-direction: column; align-items: center; gap: ${v('space.xs')}; padding: ${v('space.sm')} ${v('space.xs')};
  border: none; border-radius: ${v('radius.md')}; background: ${v('color.surface')}; font-size: ${v('font.sizeSm')};
}
.p-tabs { display: flex; border-bottom: 1px solid ${v('color.border')}; }
.p-tab {
  flex: 1; padding: ${v('space.sm')}; border: none; border-bottom: 2px solid transparent; background: transparent;
  color: ${v('color.muted')}; font-weight: ${v('font.weightBold')};
}
.p-tab[aria-selected='true'] { color: ${v('color.foreground')}; border-bottom-color: ${v('color.accent')}; }
.p-panel { min-height: 160px; }
/* Every tab's panel is as tall as the tallest (its list scrolls inside): the dialog is centred on
   a desktop and a sheet from the bottom edge on a phone, so a panel that changed the body's height
   moved the tab bar under the pointer as the visitor chose another tab (section 2: Account tabs). */
.p-tab-panel { height: 300px; }
.p-panel:focus-visible { outline-offset: -2px; }
.p-panel-message { padding-top: ${v('space.xl')}; }
.p-panel-message p { margin: 0; }
.p-scroll { max-height: 300px; overflow-y: auto; overscroll-behavior: contain; }
.p-token, .p-entry { display: flex; align-items: center; gap: ${v('space.md')}; padding: ${v('space.sm')} 0; }
.p-token img, .p-entry img, .p-entry .p-thumb { width: 36px; height: 36px; flex: none; border-radius: ${v('radius.full')}; object-fit: cover; background: ${v('color.surface')}; }
.p-token-text, .p-entry-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.p-token-text span, .p-entry-text span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.p-token-value, .p-entry-date { text-align: end; font-size: ${v('font.sizeSm')}; }
.p-sentinel { height: 1px; }
.p-strong { font-weight: ${v('font.weightBold')}; }
.p-month { margin: ${v('space.md')} 0 0; font-size: ${v('font.sizeSm')}; color: ${v('color.muted')}; font-weight: ${v('font.weightBold')}; }
.p-history-link { display: block; margin: ${v('space.sm')} 0 0 auto; }
.p-entry-failed { color: ${v('color.error')}; }
.p-nfts { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${v('space.sm')}; }
.p-nft { display: flex; flex-direction: column; gap: ${v('space.xs')}; min-width: 0; margin: 0; font-size: ${v('font.sizeSm')}; }
.p-nft img, .p-nft .p-thumb { width: 100%; aspect-ratio: 1; border-radius: ${v('radius.md')}; object-fit: cover; background: ${v('color.surface')}; }
.p-nft figcaption { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.p-thumb { display: block; }
`
