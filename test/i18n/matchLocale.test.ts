// Which locale serves a host's tag or a visitor's languages (config `locale`, 'auto').
import { describe, expect, it } from 'vitest'
import { isLanguageTag, matchLocale, resolveLocale } from '../../src/i18n/supportedLocales'

describe('choosing a locale', () => {
  it('a locale Portico speaks is taken as it is, whatever its case', () => {
    expect(matchLocale(['ja'])).toBe('ja')
    expect(matchLocale(['pt-br'])).toBe('pt-BR')
    expect(matchLocale(['zh-cn'])).toBe('zh-CN')
  })

  it('another region of a language Portico speaks is served in it', () => {
    expect(matchLocale(['fr-CA'])).toBe('fr')
    expect(matchLocale(['es-MX'])).toBe('es')
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['ar-EG'])).toBe('ar')
    expect(matchLocale(['en-GB'])).toBe('en')
  })

  it('takes the visitor’s first language Portico speaks, in their order', () => {
    expect(matchLocale(['nl-NL', 'de-DE', 'en'])).toBe('de')
    expect(resolveLocale('auto', ['ja-JP', 'en-US'])).toBe('ja')
  })

  it('English when none is spoken here, and for a tag that is not one', () => {
    expect(resolveLocale('auto', ['nl', 'sv'])).toBe('en')
    expect(resolveLocale('auto', [])).toBe('en')
    expect(resolveLocale('nl', [])).toBe('en')
    expect(resolveLocale('not a tag!', [])).toBe('en')
  })

  it('Traditional Chinese is not served the Simplified catalogue', () => {
    expect(matchLocale(['zh-TW'])).toBeUndefined()
    expect(matchLocale(['zh-Hant-HK', 'ko'])).toBe('ko')
    expect(matchLocale(['zh'])).toBe('zh-CN')
  })

  it('the pseudo-locale only by its own tag, never by "auto"', () => {
    expect(matchLocale(['en-XA'])).toBe('en-XA')
    expect(resolveLocale('auto', ['en-XA'])).toBe('en-XA')
    expect(matchLocale(['en-US'])).toBe('en')
  })

  it('a language tag is BCP 47’s', () => {
    expect(isLanguageTag('de')).toBe(true)
    expect(isLanguageTag('zh-Hans-CN')).toBe(true)
    expect(isLanguageTag('english')).toBe(false)
    expect(isLanguageTag('')).toBe(false)
  })
})
