// A host's own texts are typed: by a locale Portico speaks, and by a key the catalogue has (a
// counted message's plural forms included), so a typo fails the host's type check.
import { describe, expectTypeOf, it } from 'vitest'
import type { PorticoConfig } from '../../src'

describe('config messages are typed by locale and key', () => {
  it('takes a key of the catalogue, and a plural form, for a locale Portico speaks', () => {
    const messages: PorticoConfig['messages'] = {
      en: { 'view.Connect.title': 'Log in' },
      ar: { 'allWallets.results.two': 'محفظتان' },
    }
    expectTypeOf(messages).not.toBeAny()
  })

  it('refuses a key the catalogue does not have, and a locale Portico does not speak', () => {
    const typo: PorticoConfig['messages'] = {
      // @ts-expect-error -- not a key of the catalogue
      en: { 'view.Connect.tittle': 'Log in' },
    }
    const unknownLocale: PorticoConfig['messages'] = {
      // @ts-expect-error -- not a locale Portico speaks
      nl: { 'view.Connect.title': 'Inloggen' },
    }
    expectTypeOf([typo, unknownLocale]).not.toBeAny()
  })

  it('the locale is a string: a tag or "auto"', () => {
    expectTypeOf<NonNullable<PorticoConfig['locale']>>().toEqualTypeOf<string>()
  })
})
