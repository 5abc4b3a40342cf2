// Fills `{name}` placeholders from values, and builds a translator over a catalogue: plain
// functions that need no catalogue of their own, so the first load can use them with the
// buttons' texts alone.
import { isolatedIn } from './bidi'

export type MessageValues = Record<string, string | number>

export function interpolate(text: string, values: MessageValues = {}): string {
  // A placeholder without a value stays visible: a missing value is a bug to see, not hide.
  // Values are names and amounts from outside: each is isolated from the sentence (bidi.ts).
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? isolatedIn(text, String(values[name])) : match,
  )
}

/**
 * A translator over `catalogue`, with a host's texts (config `messages`, checked only as
 * strings) over it by key; keys the catalogue does not have are dropped from them.
 */
export function translatorOver<K extends string>(
  catalogue: Record<K, string>,
  overrides: Record<string, string> = {},
): (key: K, values?: MessageValues) => string {
  const texts: Record<string, string> = { ...catalogue }
  for (const [key, text] of Object.entries(overrides)) if (Object.hasOwn(catalogue, key)) texts[key] = text
  // An unknown key can still arrive from untyped callers: show the key rather than crash.
  return (key, values) => interpolate(texts[key] ?? key, values)
}
