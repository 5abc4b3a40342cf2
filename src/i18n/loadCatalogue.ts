// Each locale's catalogue is a chunk of its own, fetched only when that locale is chosen, and
// kept for the page (loadedCatalogues.ts): the store says a locale is active only once its
// catalogue is here, so whatever renders in it finds every text at once. English needs no
// load: its host buttons' and frame's texts are in the first load, the rest comes with the
// modal's body. This module itself comes only when a locale other than English is chosen.
import { keepCatalogue, loadedCatalogue, type LocaleMessages } from './loadedCatalogues'
import { directionOf, resolveLocale, type LocaleTag } from './supportedLocales'

const loaders: Record<Exclude<LocaleTag, 'en'>, () => Promise<{ default: LocaleMessages }>> = {
  es: () => import('./locales/es'),
  'pt-BR': () => import('./locales/pt-BR'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  ja: () => import('./locales/ja'),
  'zh-CN': () => import('./locales/zh-CN'),
  ko: () => import('./locales/ko'),
  tr: () => import('./locales/tr'),
  ar: () => import('./locales/ar'),
  'en-XA': () => import('./pseudoLocale'),
}

const loading = new Map<LocaleTag, Promise<void>>()

/** Fetches `tag`'s catalogue once for the page; a failed fetch (a flaky network) is tried again on the next ask. */
export function loadCatalogue(tag: LocaleTag): Promise<void> {
  if (tag === 'en' || loadedCatalogue(tag)) return Promise.resolve()
  let pending = loading.get(tag)
  if (!pending) {
    pending = loaders[tag]().then(
      (module) => keepCatalogue(tag, module.default),
      (error: unknown) => {
        loading.delete(tag)
        throw error
      },
    )
    loading.set(tag, pending)
  }
  return pending
}

/** The visitor's languages in their order of preference: the browser's. */
function browserLanguages(): readonly string[] {
  const browser = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator
  return browser?.languages ?? (browser?.language ? [browser.language] : [])
}

/**
 * The locale a choice resolves to for this visitor (`languages`: the environment's when given,
 * in tests and stories; else the browser's), its catalogue loaded, and its direction.
 */
export async function loadLocale(
  choice: string,
  languages: readonly string[] = browserLanguages(),
): Promise<{ tag: LocaleTag; direction: 'ltr' | 'rtl' }> {
  const tag = resolveLocale(choice, languages)
  await loadCatalogue(tag)
  return { tag, direction: directionOf(tag) }
}
