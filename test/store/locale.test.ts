// The locale flow: a chosen locale becomes active once its catalogue is here, 'auto' reads the
// visitor's languages, the newest choice wins, and a host's choice at run time stands until the
// config's own `locale` changes.
import { describe, expect, it, vi } from 'vitest'
import { localeChosen } from '../../src/features/locale/localeSlice'
import { configurePortico } from '../../src/composition/configurePortico'
import { loadedCatalogue } from '../../src/i18n/loadedCatalogues'
import { porticoForTest, testConfig } from '../support/portico'

const activeLocale = async (p: ReturnType<typeof porticoForTest>, tag: string) =>
  vi.waitFor(() => expect(p.state().locale.active).toBe(tag))

describe('the locale Portico speaks', () => {
  it('is English by default, with nothing to load', () => {
    const p = porticoForTest()
    expect(p.state().locale).toMatchObject({ chosen: 'en', active: 'en' })
  })

  it('"auto" speaks the visitor’s first language Portico has (ja), once its catalogue is here', async () => {
    const p = porticoForTest({ locale: 'auto' }, { environment: { languages: ['ja-JP', 'en-US'] } })
    await activeLocale(p, 'ja')
    expect(loadedCatalogue('ja')).toBeDefined()
  })

  it('"auto" falls back to English when the visitor’s languages are none Portico speaks', async () => {
    const p = porticoForTest({ locale: 'auto' }, { environment: { languages: ['nl-NL', 'sv'] } })
    await p.started
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(p.state().locale.active).toBe('en')
  })

  it('a region of a spoken language is served in it (config `locale: "fr-CA"`)', async () => {
    const p = porticoForTest({ locale: 'fr-CA' })
    await activeLocale(p, 'fr')
  })

  it('changes at run time, the newest choice winning over a catalogue still on its way', async () => {
    const p = porticoForTest()
    p.store.dispatch(localeChosen('ko'))
    p.store.dispatch(localeChosen('tr'))
    await activeLocale(p, 'tr')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(p.state().locale.active).toBe('tr')
  })

  it('a host’s choice at run time stands when the same config is applied again, and yields to a new config locale', async () => {
    const p = porticoForTest({ locale: 'de' })
    await activeLocale(p, 'de')
    p.store.dispatch(localeChosen('es'))
    await activeLocale(p, 'es')
    configurePortico(p.store.dispatch, { ...testConfig, locale: 'de' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(p.state().locale.active).toBe('es')
    configurePortico(p.store.dispatch, { ...testConfig, locale: 'pt-BR' })
    await activeLocale(p, 'pt-BR')
  })

  it('stays English on the server: nothing is loaded before Portico starts in the browser', () => {
    const p = porticoForTest({ locale: 'ja' }, { start: false })
    expect(p.state().locale).toMatchObject({ chosen: 'ja', active: 'en' })
  })
})
