import type { Middleware } from '@reduxjs/toolkit'
import { configureStore } from '../store/toolkit'
import type { PorticoConfigInput } from '../config/schema'
import { createPortico, type PorticoInstance, type PorticoInstanceOptions } from './portico'
import { porticoKey } from '../store/state'
import { porticoState } from './porticoState'

/** A store holding only Portico, for hosts that do not bring their own. */
export interface CreatePorticoStoreOptions extends PorticoInstanceOptions {
  instance?: PorticoInstance
  /** More middleware after Portico's, e.g. a logger. */
  middleware?: Middleware[]
  /**
   * The api module, to attach it at once instead of when Portico starts in the browser: for
   * tests and for hosts that call its endpoints themselves (they import it anyway). The flows
   * that need it follow with their own chunk, and catch up on what happened before.
   */
  api?: { reducer: unknown; middleware: Middleware }
}

/**
 * The store's root: Portico under its key. A function rather than `{ [porticoKey]: reducer }`:
 * Redux's combineReducers draws a random action type each time it is called, and a store made
 * while a server renders (Next.js prerendering with cacheComponents) must draw nothing random.
 */
export const porticoRootReducer =
  (reducer: PorticoInstance['reducer']) =>
  (state: { [porticoKey]?: ReturnType<typeof reducer> } | undefined, action: Parameters<typeof reducer>[1]) => {
    const portico = reducer(state?.[porticoKey], action)
    return state?.[porticoKey] === portico ? (state as { [porticoKey]: typeof portico }) : { [porticoKey]: portico }
  }

const checksWithoutTiming = { warnAfter: Number.POSITIVE_INFINITY }

export function createPorticoStore(config: PorticoConfigInput, options: CreatePorticoStoreOptions = {}) {
  const instance = options.instance ?? createPortico(options)
  const reducer = porticoRootReducer(instance.reducer)
  // The config is the store's first state, not dispatched into it (porticoState).
  const store = configureStore({
    reducer,
    preloadedState: { [porticoKey]: porticoState(config, instance) },
    // Portico's first, as RTK asks of a listener middleware: the hooks' addListener actions carry
    // functions, and must be taken before the serializability check sees them.
    // Redux Toolkit's development checks stay (a mutated or unserializable state still fails at
    // once), but not their timing warning: Portico's state is a few tens of kilobytes, and the
    // warning only measured how busy the host's machine was, in the host's console, about a store
    // the host cannot change.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: checksWithoutTiming, serializableCheck: checksWithoutTiming })
        .prepend(instance.middleware[0], instance.middleware[1])
        .concat(...(options.middleware ?? [])),
  })
  if (options.api)
    void instance
      .attachLoadedApi(store.dispatch, options.api as never)
      .catch((error: unknown) => console.error('Portico: the api failed to load', error))
  return Object.assign(store, { portico: instance })
}

export type PorticoStore = ReturnType<typeof createPorticoStore>
