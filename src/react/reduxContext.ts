'use client'
// Portico's own react-redux context and the hooks bound to it. Kept free of store imports so
// the api module can build its RTK Query hooks on it without an import cycle.
import { createContext } from 'react'
import { createDispatchHook, createSelectorHook, createStoreHook, type ReactReduxContextValue } from 'react-redux'

export const PorticoReduxContext = createContext<ReactReduxContextValue | null>(null)
export const useContextDispatch = createDispatchHook(PorticoReduxContext)
export const useContextSelector = createSelectorHook(PorticoReduxContext)
export const useContextStore = createStoreHook(PorticoReduxContext)
