'use client'
// Portico's own react-redux context. Hosts often have their own react-redux <Provider>; with a
// private context neither shadows the other, whichever store Portico's state lives in.
import { createContext, useContext } from 'react'
import type { PorticoDispatch } from '../store/listener'
import type { PorticoInstance } from '../composition/portico'
import type { RootState } from '../store/state'
import { PorticoReduxContext, useContextDispatch, useContextSelector, useContextStore } from './reduxContext'

export { PorticoReduxContext }
export const PorticoInstanceContext = createContext<PorticoInstance | null>(null)

/** useSelector for Portico's state; every view and hook uses this one. */
export const usePorticoSelector = useContextSelector.withTypes<RootState>()
export const usePorticoDispatch = useContextDispatch.withTypes<PorticoDispatch>()
export const usePorticoStore = useContextStore

/** The instance of the provider around (its registry, its api): every hook is inside one. */
export function usePorticoInstance(): PorticoInstance {
  const instance = useContext(PorticoInstanceContext)
  if (!instance) throw new Error('Portico hooks must be used inside <PorticoProvider>')
  return instance
}
