// A translator in a locale other than English: its catalogue, its plural rules and digits, its
// relative dates through Intl, and the host's texts for it.
import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../src/i18n'
import { loadCatalogue } from '../../src/i18n/loadCatalogue'
import { loadedCatalogue } from '../../src/i18n/loadedCatalogues'
import type { LocaleTag } from '../../src/i18n/supportedLocales'

async function translatorIn(tag: LocaleTag, messages = {}) {
  await loadCatalogue(tag)
  return createTranslator(messages, tag, loadedCatalogue(tag))
}

describe('a translator in a locale', () => {
  it('says the locale’s own words for a key', async () => {
    const t = await translatorIn('de')
    expect(t('view.Account.title')).toBe(loadedCatalogue('de')!['view.Account.title'])
    expect(t('view.Account.title')).not.toBe('Account')
  })

  it('chooses Arabic’s six plural forms by its rules, the number in the digits Arabic writes, isolated', async () => {
    const t = await translatorIn('ar')
    const ar = loadedCatalogue('ar')!
    const digits = new Intl.NumberFormat('ar')
    // The count isolated from the right-to-left sentence around it (FSI … PDI: bidi.ts).
    const as = (key: string, count: number) => ar[key]!.replace('{count}', `\u2068${digits.format(count)}\u2069`)
    expect(t('allWallets.results', { count: 0 })).toBe(as('allWallets.results.zero', 0))
    expect(t('allWallets.results', { count: 1 })).toBe(as('allWallets.results.one', 1))
    expect(t('allWallets.results', { count: 2 })).toBe(as('allWallets.results.two', 2))
    expect(t('allWallets.results', { count: 5 })).toBe(as('allWallets.results.few', 5))
    expect(t('allWallets.results', { count: 11 })).toBe(as('allWallets.results.many', 11))
    expect(t('allWallets.results', { count: 100 })).toBe(as('allWallets.results', 100))
  })

  it('writes a count as the locale groups digits (4438 → 4.438 in German)', async () => {
    const t = await translatorIn('de')
    expect(t('allWallets.results', { count: 4438 })).toContain('4.438')
  })

  it('has no plural form that English’s catalogue writes (Japanese has none)', async () => {
    const t = await translatorIn('ja')
    expect(t('allWallets.results', { count: 1 })).toBe(
      loadedCatalogue('ja')!['allWallets.results']!.replace('{count}', '1'),
    )
  })

  it('writes relative dates with Intl’s short units, English with section 9’s labels', async () => {
    expect(createTranslator()('date.minutes', { count: 5 })).toBe('5 min')
    expect(createTranslator()('date.hours', { count: 3 })).toBe('3 hrs')
    const de = await translatorIn('de')
    expect(de('date.minutes', { count: 5 })).toBe(
      new Intl.NumberFormat('de', { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(5),
    )
    const ja = await translatorIn('ja')
    expect(ja('date.days', { count: 2 })).toBe(
      new Intl.NumberFormat('ja', { style: 'unit', unit: 'day', unitDisplay: 'short' }).format(2),
    )
  })

  it('takes the host’s own text for a key, and for a plural form English does not have', async () => {
    const t = await translatorIn('ar', { 'view.Account.title': 'حسابي', 'allWallets.results.two': 'محفظتان اثنتان' })
    expect(t('view.Account.title')).toBe('حسابي')
    expect(t('allWallets.results', { count: 2 })).toBe('محفظتان اثنتان')
  })

  it('the pseudo-locale keeps English’s relative dates, stretched', async () => {
    const t = await translatorIn('en-XA')
    expect(t('date.minutes', { count: 5 })).toBe('⟦5 mîîñ⟧')
  })
})
