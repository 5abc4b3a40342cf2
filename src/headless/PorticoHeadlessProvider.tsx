'use client'
// Portico without its modal, for a host that draws its own connect UI with the hooks: the same
// store, flows and rules, none of the modal's code. Nothing beyond the first load is fetched
// ahead: the engine (the api, the flows that come with it) arrives on a hook's first use, or
// with a wallet coming back.
import type { PorticoProviderProps } from '../react/PorticoStoreProvider'
import { PorticoContexts, usePorticoProviderStore } from '../react/PorticoStoreProvider'

export function PorticoHeadlessProvider(props: PorticoProviderProps) {
  const { store, portico } = usePorticoProviderStore(props)
  return (
    <PorticoContexts store={store} portico={portico}>
      {props.children}
    </PorticoContexts>
  )
}
