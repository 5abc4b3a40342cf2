'use client'
// The store a Portico provider serves and the instance its hooks reach, with or without the modal:
// either Portico creates its own store from `config`, or the host passes its store (with
// porticoReducer under `portico` and porticoMiddleware mounted). Started once, in the browser.
import { useEffect, useState, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import type { Store } from '@reduxjs/toolkit'
import type { PorticoConfigInput } from '../config/schema'
import { configurePortico } from '../composition/configurePortico'
import { createPorticoStore, type PorticoStore } from '../composition/createPorticoStore'
import { defaultPortico } from '../composition/defaultInstance'
import type { PorticoDispatch } from '../store/listener'
import { startPortico, type PorticoInstance } from '../composition/portico'
import type { RootState } from '../store/state'
import { PorticoInstanceContext, PorticoReduxContext } from './context'

export type PorticoProviderProps =
  | {
      config: PorticoConfigInput
      /** A host store with `portico: porticoReducer` and `porticoMiddleware`; Portico creates its own when absent. */
      store?: Store
      /** The instance whose middleware the host store mounted; the store's own (createPorticoStore's), else the default instance. */
      instance?: PorticoInstance
      children?: ReactNode
    }
  | {
      /**
       * A store configured already, made outside render: `createPorticoStore(config)`'s (a page
       * that shares it, a wagmi connector with portico/wagmi, makes it once, in a module), or a
       * host's own that started Portico's state from `porticoState(config)`.
       */
      store: PorticoStore | Store
      config?: undefined
      /** As above: the instance whose middleware a host store mounted (the default when absent). */
      instance?: PorticoInstance
      children?: ReactNode
    }

const started = new WeakSet<Store>()

/** The provider's store and instance, made once in render (no window touched: safe on a server). */
export function usePorticoProviderStore({ config, store: hostStore, instance }: PorticoProviderProps): {
  store: Store<RootState>
  portico: PorticoInstance
} {
  // Later config changes are not applied (a new Provider key re-creates).
  const [made] = useState(() => {
    if (hostStore) {
      const portico = instance ?? (hostStore as Partial<PorticoStore>).portico ?? defaultPortico
      if (config) configurePortico(hostStore.dispatch as PorticoDispatch, config, portico.host)
      return { store: hostStore as Store<RootState>, portico }
    }
    // The default instance, made when the module loads: a new one would draw random ids
    // (Redux Toolkit's listener and middleware ids) during render, which a server render must
    // not (Next.js prerendering with cacheComponents). A second Portico on one page passes its
    // own `instance`, made outside render.
    // (Without a store, the props' type asks for a config.)
    const own = createPorticoStore(config as PorticoConfigInput, { instance: instance ?? defaultPortico })
    return { store: own as unknown as Store<RootState>, portico: own.portico }
  })
  const { store } = made
  useEffect(() => {
    // A host that started its own store (startPortico with the environment it knows: a
    // Telegram mini app, a test) keeps it: detecting again would replace it.
    if (started.has(store) || store.getState().portico.options.started) return
    started.add(store)
    startPortico(store.dispatch as PorticoDispatch)
  }, [store])
  return made
}

/** The contexts every hook reads: Portico's own react-redux context and its instance. */
export function PorticoContexts({
  store,
  portico,
  children,
}: {
  store: Store<RootState>
  portico: PorticoInstance
  children?: ReactNode
}) {
  return (
    <Provider store={store} context={PorticoReduxContext}>
      <PorticoInstanceContext.Provider value={portico}>{children}</PorticoInstanceContext.Provider>
    </Provider>
  )
}
