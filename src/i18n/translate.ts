// Message lookup: the English catalogue, a host's texts over it by key, `{name}` filled from
// values. Keys are typed, so a key missing from the catalogue is a compile error.
import { en, type MessageKey, type Messages } from './en'

export type MessageValues = Record<string, string | number>
export type Translate = (key: MessageKey, values?: MessageValues) => string

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key)

/** A host's message record (config `messages`, validated only as strings) with unknown keys dropped. */
export function pickMessages(record: Record<string, string> = {}): Partial<Messages> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => isMessageKey(key))) as Partial<Messages>
}

export function interpolate(text: string, values: MessageValues = {}): string {
  // A placeholder without a value stays visible: a missing value is a bug to see, not hide.
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match))
}

export function createTranslator(messages: Partial<Messages> = {}): Translate {
  const catalogue: Messages = { ...en, ...messages }
  // An unknown key can still arrive from untyped callers: show the key rather than crash.
  return (key, values) => interpolate(catalogue[key] ?? key, values)
}
