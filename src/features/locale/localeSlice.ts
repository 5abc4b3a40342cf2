// The locale Portico speaks: the one chosen (the config's `locale`, or the host's choice at run
// time) and the one active, which follows the choice once its catalogue has arrived
// (localeFlow.ts): what renders never shows a locale whose texts are not all here yet.
import type { PayloadAction } from '@reduxjs/toolkit'
import type { LocaleTag } from '../../i18n/supportedLocales'
import { configured } from '../options/optionsSlice'
import { merge, plainSlice } from '../../store/plainSlice'

export interface LocaleState {
  /** The config's `locale` as last configured: a host's choice at run time stands until the config's changes. */
  configured: string
  /** `'auto'` or a BCP 47 tag, resolved against what Portico speaks (supportedLocales.ts). */
  chosen: string
  active: LocaleTag
  /** The active locale's direction: Arabic's is right to left, and the modal mirrors. */
  direction: 'ltr' | 'rtl'
}

export const initialLocaleState: LocaleState = { configured: 'en', chosen: 'en', active: 'en', direction: 'ltr' }

export const localeSlice = plainSlice({
  name: 'portico/locale',
  initialState: initialLocaleState,
  reducers: {
    /** The host's choice at run time (usePorticoLocale): `'auto'` or a BCP 47 tag. */
    localeChosen: (state, { payload }: PayloadAction<string>) => merge(state, { chosen: payload }),
    localeActivated: (state, { payload }: PayloadAction<{ tag: LocaleTag; direction: 'ltr' | 'rtl' }>) =>
      merge(state, { active: payload.tag, direction: payload.direction }),
  },
  extraReducers: (on) => [
    on(configured, (state, { payload }) =>
      payload.locale === state.configured
        ? state
        : merge(state, { configured: payload.locale, chosen: payload.locale }),
    ),
  ],
})

export const { localeChosen, localeActivated } = localeSlice.actions
