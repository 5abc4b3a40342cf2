// Names from outside (a wallet's announcement, the directory, a profile, a token) are shown
// as they are written, never as their own direction controls would reorder them: a wallet
// named "\u202EksaMateM" must not read "MetaMask". The controls are removed, and a name placed
// in a sentence that holds right-to-left text is isolated (FSI … PDI), as <bdi> isolates one
// in the markup.

/** The explicit directional formatting characters (embeddings, overrides, isolates, marks). */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, … and their presentation forms). */
const rightToLeft = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/

export const withoutBidiControls = (text: string): string => text.replace(bidiControls, '')

/**
 * `value` as it may stand inside `text`: without direction controls, and isolated when either
 * holds right-to-left letters (only then can one reorder the other).
 */
export function isolatedIn(text: string, value: string): string {
  const clean = withoutBidiControls(value)
  return rightToLeft.test(clean) || rightToLeft.test(text) ? `\u2068${clean}\u2069` : clean
}

/**
 * A service's answer (JSON, or a wallet's report) with every string in it without direction
 * controls, at any depth: each text it supplies is shown as written, never reordering what is
 * shown after it (a symbol's override reversing an Activity row's address). Keys are left as
 * they are, as are numbers, flags and anything that is not a plain object or list.
 */
export function withoutBidiControlsIn<T>(answer: T): T {
  if (typeof answer === 'string') return withoutBidiControls(answer) as T
  if (Array.isArray(answer)) return answer.map(withoutBidiControlsIn) as T
  if (answer === null || typeof answer !== 'object') return answer
  const prototype = Object.getPrototypeOf(answer)
  if (prototype !== Object.prototype && prototype !== null) return answer
  return Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, withoutBidiControlsIn(value)])) as T
}
