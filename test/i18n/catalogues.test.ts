// Every locale's catalogue against English's (the spec's words): the same keys and no other, the
// plural forms its language's rules name, each message's placeholders kept. The type check
// (`satisfies Catalogue<…>`) says the same of the keys; this says it of what the chunks hold.
import { describe, expect, it } from 'vitest'
import { en } from '../../src/i18n/en'
import { loadCatalogue } from '../../src/i18n/loadCatalogue'
import { loadedCatalogue } from '../../src/i18n/loadedCatalogues'
import { pseudoLocalize } from '../../src/i18n/pseudoLocale'
import { readAmount } from '../../src/features/send/sendRules'
import { numberSymbolsOf } from '../../src/i18n/numbers'
import { localeTags, type LocaleTag } from '../../src/i18n/supportedLocales'

const translated = localeTags.filter((tag) => tag !== 'en' && tag !== 'en-XA')
const counted = Object.keys(en)
  .filter((key) => key.endsWith('.one'))
  .map((key) => key.slice(0, -'.one'.length))
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

async function catalogueOf(tag: LocaleTag) {
  await loadCatalogue(tag)
  return loadedCatalogue(tag)!
}

describe('a locale catalogue', () => {
  it('has at least eight locales beside English, and Arabic for right to left', () => {
    expect(translated.length).toBeGreaterThanOrEqual(9)
    expect(translated).toContain('ar')
  })

  it.each(translated)(
    '%s has every key English has and no other, with the plural forms its language has',
    async (tag) => {
      const catalogue = await catalogueOf(tag)
      const forms = new Intl.PluralRules(tag).resolvedOptions().pluralCategories.filter((form) => form !== 'other')
      const expected = [
        ...Object.keys(en).filter(
          (key) => !/^(date|social)\./.test(key) && !counted.some((base) => key === `${base}.one`),
        ),
        ...counted.flatMap((base) => forms.map((form) => `${base}.${form}`)),
      ]
      expect(Object.keys(catalogue).sort()).toEqual(expected.sort())
    },
  )

  it.each(translated)('%s keeps each message’s placeholders, and writes no message in English', async (tag) => {
    const catalogue = await catalogueOf(tag)
    for (const [key, text] of Object.entries(catalogue)) {
      const base = counted.find((name) => key.startsWith(`${name}.`)) ?? key
      const english = en[base as keyof typeof en]
      expect(placeholders(text), `${tag} ${key}`).toEqual(placeholders(english))
      expect(text.trim(), `${tag} ${key}`).not.toBe('')
    }
    // Brand names, units and patterns may read alike; sentences (three words or more) may not.
    const words = (text: string) =>
      text
        .replace(/\{\w+\}/g, '')
        .split(/\s+/)
        .filter((word) => /\p{L}{2,}/u.test(word)).length
    const untranslated = Object.entries(catalogue).filter(
      ([key, text]) => text === en[key as keyof typeof en] && words(text) >= 3,
    )
    expect(untranslated).toEqual([])
  })

  it.each(translated)('%s holds no direction control character (the code isolates what it inserts)', async (tag) => {
    const catalogue = await catalogueOf(tag)
    for (const [key, text] of Object.entries(catalogue))
      expect(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/.test(text), `${tag} ${key}`).toBe(false)
  })
})

describe('the amount rule’s example', () => {
  it.each(translated)('%s shows an example its own reading of amounts takes as 1000.5', async (tag) => {
    const message = (await catalogueOf(tag))['send.error.amountGrouping']!
    const example = /\d[\d.,\s\u00A0\u202F]*\d/.exec(message)?.[0]
    expect(example && readAmount(example, numberSymbolsOf(tag)), message).toEqual({ ok: true, decimal: '1000.5' })
  })
})

describe('the pseudo-locale', () => {
  it('is every English message about 40 % longer, accented, its placeholders kept', async () => {
    const catalogue = await catalogueOf('en-XA')
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
    const length = (texts: Record<string, string>) => Object.values(texts).reduce((sum, text) => sum + text.length, 0)
    expect(length(catalogue) / length(en)).toBeGreaterThanOrEqual(1.35)
    for (const [key, text] of Object.entries(en)) expect(placeholders(catalogue[key]!), key).toEqual(placeholders(text))
    expect(pseudoLocalize('Continue in {name}')).toBe('⟦Çööñţîîñûûéé îîñ {name}⟧')
  })
})
