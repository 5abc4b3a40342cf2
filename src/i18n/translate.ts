// Message lookup: the English catalogue, a host's texts over it by key, `{name}` filled from
// values, a `count` given as a number choosing the message's form and written as English
// writes it. Keys are typed, so a key missing from the catalogue is a compile error.
import { formatCount, pluralKey } from './count'
import { en, type MessageKey, type Messages } from './en'
import { translatorOver, type MessageValues } from './interpolate'

export { interpolate, type MessageValues } from './interpolate'
export type Translate = (key: MessageKey, values?: MessageValues) => string

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key)

/** A host's message record (config `messages`, validated only as strings) with unknown keys dropped. */
export function pickMessages(record: Record<string, string> = {}): Partial<Messages> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => isMessageKey(key))) as Partial<Messages>
}

export function createTranslator(messages: Partial<Messages> = {}): Translate {
  const lookUp = translatorOver<MessageKey>(en, messages)
  return (key, values) => {
    const count = values?.count
    if (typeof count !== 'number') return lookUp(key, values)
    return lookUp(pluralKey(key, count, isMessageKey), { ...values, count: formatCount(count) })
  }
}
