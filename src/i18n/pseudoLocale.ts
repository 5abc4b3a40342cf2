// The pseudo-locale `en-XA`: every English message accented and about 40 % longer, placeholders
// kept, so a layout that holds in it holds in the languages that write longer than English
// (German, French, Portuguese run 20 to 35 % longer) and with their accents' taller glyphs.
import { en } from './en'

const accented: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((letter, i) => [
    letter,
    [...'åƀçđéĝĥîķļñöŕšţûýžÅƁÇĐÉĜĤÎĶĻÑÖŔŠŢÛÝŽ'][i]!,
  ]),
)
const vowels = /[aeiouyAEIOUY]/

/** One run of text outside placeholders: letters accented, each vowel written twice. */
const stretch = (text: string) =>
  [...text].map((char) => (vowels.test(char) ? (accented[char] ?? char).repeat(2) : (accented[char] ?? char))).join('')

/**
 * `Continue in {name}` → `⟦Çööñţîîñûûéé îîñ {name}⟧`: the placeholders as they are, for the
 * translator to fill, and brackets that show where a message was cut.
 */
export function pseudoLocalize(text: string): string {
  const parts = text.split(/(\{\w+\})/).map((part) => (/^\{\w+\}$/.test(part) ? part : stretch(part)))
  return `⟦${parts.join('')}⟧`
}

const catalogue = Object.fromEntries(Object.entries(en).map(([key, text]) => [key, pseudoLocalize(text)]))

export default catalogue
