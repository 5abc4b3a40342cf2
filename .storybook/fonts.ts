/// <reference types="vite/client" />
// The stories' fonts, shipped in npm packages: the theme asks for `system-ui` first, which is
// whatever the machine has, so a fresh machine would draw other glyphs and every baseline would
// move. Stories render the theme's own named fallback, Roboto (and Roboto Mono for the
// addresses' `ui-monospace`), from files in node_modules.
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/600.css'
import monoLatin from '@fontsource/roboto-mono/files/roboto-mono-latin-400-normal.woff2?url'

/** The `--portico-font-family` of every story (portico.tsx puts it in the scene's config). */
export const storyFontFamily = "Roboto, 'Helvetica Neue', Arial, sans-serif"

// `ui-monospace` is a family name on Linux, not a keyword: this face answers for it.
const mono = new FontFace('ui-monospace', `url(${monoLatin}) format('woff2')`, { weight: '400' })
document.fonts.add(mono)

/** Resolves once the faces the modal uses are loaded (a shot before then shows the fallback's glyphs). */
export async function storyFontsLoaded() {
  await Promise.all([document.fonts.load('400 14px Roboto'), document.fonts.load('600 14px Roboto'), mono.load()])
  await document.fonts.ready
}
