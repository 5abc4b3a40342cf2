import type { RootState } from '../../store/state'

export const selectActiveLocale = (state: RootState) => state.portico.locale.active
export const selectChosenLocale = (state: RootState) => state.portico.locale.chosen
export const selectLocaleDirection = (state: RootState) => state.portico.locale.direction

/** The host's own texts for the active locale (config `messages`, by locale). */
export const selectLocaleOverrides = (state: RootState) => state.portico.options.messages[state.portico.locale.active]
