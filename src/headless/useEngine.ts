'use client'
// The api and what the hooks read with it (engine.ts), brought by a hook's first use as the
// modal's opening brings them: a page whose visitor never reaches a hook that needs them fetches
// none of it, and a page where they came already (an open modal, an idle preload) waits for
// nothing.
import type { UnknownAction } from '@reduxjs/toolkit'
import { useCallback, useContext, useEffect } from 'react'
import type { RootState } from '../store/state'
import type { ApiParts, PorticoDispatch } from '../store/listener'
import { loadedApiParts } from '../composition/portico'
import { PorticoInstanceContext, usePorticoSelector, usePorticoStore } from '../react/context'

export type HeadlessEngine = ApiParts['headless']

/**
 * The engine once the api is in this store (its endpoints answer; its flows hear once it is said
 * to be attached, which this asks for); undefined until then.
 */
export function useEngine(): HeadlessEngine | undefined {
  // A store a test made without an instance (the views' own tests) has its api put in by hand.
  const instance = useContext(PorticoInstanceContext)
  const store = usePorticoStore()
  useEffect(() => {
    instance
      ?.attachApi(store.dispatch as PorticoDispatch)
      .catch((error: unknown) => console.error('Portico: the api failed to load', error))
  }, [instance, store])
  return useEngineInStore()
}

/**
 * The engine if the api is in this store already, without asking for it: for a part that shows
 * something better once it is there (a directory picture) but never brings it itself.
 */
export function useEngineInStore(): HeadlessEngine | undefined {
  // The api put in quietly while the page was idle counts: a view on these hooks shows its list
  // in its first frame.
  const inStore = usePorticoSelector((s) => s.portico.services.apiAttached || s.portico.services.apiPrepared)
  // In a store only once its chunk has arrived (the module is the page's, loaded once).
  return inStore ? loadedApiParts()?.headless : undefined
}

/**
 * Dispatches what a hook's caller does once the api's flows hear (at once when they do): an
 * action dispatched before, while its chunk still loads, would reach no flow.
 */
export function useEngineDispatch(): (action: UnknownAction) => void {
  const store = usePorticoStore()
  return useCallback(
    (action: UnknownAction) => {
      const attached = () => (store.getState() as RootState).portico.services.apiAttached
      if (attached()) return void store.dispatch(action)
      const stop = store.subscribe(() => {
        if (!attached()) return
        stop()
        store.dispatch(action)
      })
    },
    [store],
  )
}
