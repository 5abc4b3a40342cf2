'use client'
// The host's entry point. Either Portico creates its own store from `config`, or the host
// passes its store (with porticoReducer under `portico` and porticoMiddleware mounted).
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import type { Store } from '@reduxjs/toolkit'
import type { PorticoConfigInput } from '../config/schema'
import { configurePortico } from '../store/configurePortico'
import { createPorticoStore } from '../store/createPorticoStore'
import { defaultPortico } from '../store/defaultInstance'
import type { PorticoDispatch } from '../store/listener'
import { startPortico, type PorticoInstance } from '../store/portico'
import type { RootState } from '../store/state'
import { PorticoInstanceContext, PorticoReduxContext, usePorticoSelector } from './context'
import { useLoadable } from './loadable'
import { modalBody, preloadViewsNextTo } from './modalChunk'
import { selectCurrentView } from '../features/modal/selectors'
import { preloadWhenIdle } from './idlePreload'
import { openingView } from '../features/modal/modalFlow'
import { PorticoModal } from '../views/chrome/PorticoModal'

export interface PorticoProviderProps {
  config: PorticoConfigInput
  /** A host store with `portico: porticoReducer` and `porticoMiddleware`; Portico creates its own when absent. */
  store?: Store
  /** The instance whose middleware the host store mounted; the default instance when absent. */
  instance?: PorticoInstance
  children?: ReactNode
}

const started = new WeakSet<Store>()

function ModalWhenNeeded() {
  const open = usePorticoSelector((s) => s.portico.modal.open)
  const embedded = usePorticoSelector((s) => s.portico.options.embedded)
  // The views call the api, so the body renders once its chunk is in the store: put in while the
  // page was idle (its flows hear from just after the press's frame: apiOnDemand.ts), or on
  // intent, on opening, or with a connection. It renders after the frame, never in its way: the
  // press paints the dialog in the next frame, and the view follows in that frame or the one
  // after (deferred: React renders it once the frame is out).
  const apiReady = usePorticoSelector((s) => s.portico.services.apiAttached || s.portico.services.apiPrepared)
  const body = useLoadable(modalBody, open || embedded)
  const bodyShown = useDeferredValue((open || embedded) && apiReady && body !== undefined)
  const { view } = usePorticoSelector(selectCurrentView)
  useEffect(() => (bodyShown ? preloadViewsNextTo(view) : undefined), [bodyShown, view])
  return open || embedded ? <PorticoModal body={bodyShown ? body : undefined} /> : null
}

export function PorticoProvider({ config, store: hostStore, instance, children }: PorticoProviderProps) {
  // Created once, in render: creating and configuring a store touches no window, so this is
  // safe on a server too. Later config changes are not applied (a new Provider key re-creates).
  const [{ store, portico }] = useState(() => {
    if (hostStore) {
      const portico = instance ?? defaultPortico
      configurePortico(hostStore.dispatch as PorticoDispatch, config, portico.host)
      return { store: hostStore as Store<RootState>, portico }
    }
    // The default instance, made when the module loads: a new one would draw random ids
    // (Redux Toolkit's listener and middleware ids) during render, which a server render must
    // not (Next.js prerendering with cacheComponents). A second Portico on one page passes its
    // own `instance`, made outside render.
    const own = createPorticoStore(config, { instance: instance ?? defaultPortico })
    return { store: own as unknown as Store<RootState>, portico: own.portico }
  })

  useEffect(() => {
    // A host that started its own store (startPortico with the environment it knows: a
    // Telegram mini app, a test) keeps it: detecting again would replace it.
    if (started.has(store) || store.getState().portico.options.started) return
    started.add(store)
    startPortico(store.dispatch as PorticoDispatch)
  }, [store])

  // The first open's parts, fetched while the page is idle (idlePreload.ts).
  useEffect(
    () => preloadWhenIdle(portico, store.dispatch as PorticoDispatch, () => openingView(store.getState()).view),
    [portico, store],
  )

  return (
    <Provider store={store} context={PorticoReduxContext}>
      <PorticoInstanceContext.Provider value={portico}>
        {children}
        <ModalWhenNeeded />
      </PorticoInstanceContext.Provider>
    </Provider>
  )
}
