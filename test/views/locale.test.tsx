// @vitest-environment jsdom
// The modal in the active locale: its frame and views in the locale's words, `lang` and `dir`
// on the dialog (Arabic mirrored), the host's texts for that locale over its catalogue.
import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { localeActivated } from '../../src/features/locale/localeSlice'
import { configured, initialOptionsState } from '../../src/features/options/optionsSlice'
import { loadCatalogue } from '../../src/i18n/loadCatalogue'
import { loadedCatalogue } from '../../src/i18n/loadedCatalogues'
import { directionOf } from '../../src/i18n/supportedLocales'
import type { LocaleTag } from '../../src/i18n/supportedLocales'
import { openModalStore } from './support/store'
import { inShadow, renderModal, viewLoaded } from './support/shadow'
import { viewTestMocks } from './support/lifecycle'

viewTestMocks()

async function modalIn(tag: LocaleTag) {
  const { store } = openModalStore()
  await loadCatalogue(tag)
  store.dispatch(localeActivated({ tag, direction: directionOf(tag) }))
  return store
}

describe('the modal in a locale', () => {
  it('is titled and labelled in the locale’s words (Japanese), lang="ja"', async () => {
    const store = await modalIn('ja')
    renderModal(store)
    const ja = loadedCatalogue('ja')!
    const dialog = inShadow().getByRole('dialog', { name: ja['view.Connect.title'] })
    expect(dialog.getAttribute('lang')).toBe('ja')
    expect(dialog.getAttribute('dir')).toBe('ltr')
    const view = await viewLoaded('Connect')
    expect(view.getByRole('button', { name: new RegExp(ja['connect.allWallets']!) })).toBeTruthy()
  })

  it('is mirrored in Arabic: dir="rtl" on the dialog', async () => {
    const store = await modalIn('ar')
    renderModal(store)
    const dialog = inShadow().getByRole('dialog', { name: loadedCatalogue('ar')!['view.Connect.title'] })
    expect(dialog.getAttribute('dir')).toBe('rtl')
    expect(dialog.getAttribute('lang')).toBe('ar')
    await viewLoaded('Connect')
  })

  it('follows a change of locale while open', async () => {
    const store = await modalIn('de')
    renderModal(store)
    await viewLoaded('Connect')
    await loadCatalogue('fr')
    act(() => void store.dispatch(localeActivated({ tag: 'fr', direction: 'ltr' })))
    expect(inShadow().getByRole('dialog', { name: loadedCatalogue('fr')!['view.Connect.title'] })).toBeTruthy()
  })

  it('shows the host’s own text for the active locale, not another locale’s', async () => {
    const store = await modalIn('es')
    store.dispatch(
      configured({
        ...initialOptionsState,
        messages: { en: { 'view.Connect.title': 'Log in' }, es: { 'view.Connect.title': 'Entrar' } },
      }),
    )
    renderModal(store)
    expect(inShadow().getByRole('dialog', { name: 'Entrar' })).toBeTruthy()
    await viewLoaded('Connect')
  })
})
