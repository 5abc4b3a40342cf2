import { configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { porticoMiddleware, porticoReducer } from './porticoReducer'
import { servicesConfigured, type ServicesConfig } from './slices/services'
import { porticoKey } from './state'

export interface CreatePorticoStoreOptions {
  services?: ServicesConfig
}

/** A store holding only Portico, for hosts that do not bring their own. */
export function createPorticoStore(options: CreatePorticoStoreOptions = {}) {
  const store = configureStore({
    reducer: { [porticoKey]: porticoReducer },
    middleware: (getDefault) => getDefault().concat(porticoMiddleware),
  })
  if (options.services) store.dispatch(servicesConfigured(options.services))
  setupListeners(store.dispatch)
  return store
}

export type PorticoStore = ReturnType<typeof createPorticoStore>
