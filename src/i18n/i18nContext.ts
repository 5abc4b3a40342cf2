'use client'
// The modal's translator, for what renders inside it. Apart from the catalogue: the host-page
// buttons look here without carrying the whole of it.
import { createContext, useContext } from 'react'
import type { Translate } from './translate'

export const I18nContext = createContext<Translate | null>(null)

/** The translator of the modal around, or null outside it (on the host page). */
export const useProvidedT = (): Translate | null => useContext(I18nContext)
