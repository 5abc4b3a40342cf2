// Keeps section 7's storage keys in step with the store, once Portico started in the browser
// (the startup flow reads what the last visit left first; nothing is written before).
import type { Flow } from './listener'
import type { RootState } from './state'

const persisted = (state: RootState) => ({
  activeNamespace: state.portico.chain.activeNamespace,
  activeCaipNetworkId: state.portico.chain.activeCaipNetworkId,
  connectorIds: state.portico.connectors.connectedIdByNamespace,
  recentWallets: state.portico.recentWallets,
})

export const persistenceFlow: Flow = (startListening) => {
  startListening({
    predicate: (_action, current, previous) => {
      if (!current.portico.options.started) return false
      const now = persisted(current)
      const before = persisted(previous)
      return (Object.keys(now) as (keyof typeof now)[]).some((key) => now[key] !== before[key])
    },
    effect: (_action, api) => {
      const { storage } = api.extra
      const now = persisted(api.getState())
      const before = persisted(api.getOriginalState())
      // Only what changed: a key nobody touched yet (the stored connector ids, before the
      // reconnect reads them) must survive the first changes of a fresh store.
      for (const key of Object.keys(now) as (keyof typeof now)[]) {
        if (now[key] === before[key]) continue
        if (now[key] === undefined) storage.remove(key)
        else storage.set(key, now[key] as never)
      }
    },
  })
}
