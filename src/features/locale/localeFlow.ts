// Makes the chosen locale active once its catalogue has arrived: on the client, when Portico
// starts and each time the choice changes (the config's `locale`, the host's choice at run
// time). The newest choice wins: a catalogue still on its way for an older one is not made
// active. English, the default, asks for nothing: the code that resolves and loads a locale
// is a chunk of its own (loadCatalogue.ts), so the first load carries none of it.
import type { Flow } from '../../store/listener'
import { porticoStarted } from '../../store/actions'
import { localeActivated } from './localeSlice'

export const localeFlow: Flow = (startListening) => {
  startListening({
    predicate: (action, current, previous) =>
      current.portico.options.started &&
      (porticoStarted.match(action) || current.portico.locale.chosen !== previous.portico.locale.chosen),
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      const state = api.getState()
      const { chosen, active } = state.portico.locale
      if (chosen === active) return
      try {
        const { loadLocale } = await api.pause(import('../../i18n/loadCatalogue'))
        const locale = await api.pause(loadLocale(chosen, state.portico.options.environment.languages))
        if (locale.tag !== active) api.dispatch(localeActivated(locale))
      } catch (error) {
        // Cancelled by a newer choice, or a chunk did not come: Portico goes on in the locale
        // it speaks, and the next choice asks again.
        if (api.signal.aborted) return
        console.warn(`Portico could not load the texts for "${chosen}"; it goes on in the current language.`, error)
      }
    },
  })
}
