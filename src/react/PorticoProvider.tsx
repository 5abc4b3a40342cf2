'use client'
// The host's entry point: the store (PorticoStoreProvider.tsx) and the modal over the page.
import { useContext, useDeferredValue, useEffect, useLayoutEffect } from 'react'
import type { PorticoDispatch } from '../store/listener'
import { PorticoInstanceContext, usePorticoDispatch, usePorticoSelector } from './context'
import { PorticoContexts, usePorticoProviderStore, type PorticoProviderProps } from './PorticoStoreProvider'
import { useLoadableState } from './loadable'
import { modalBody, preloadViewsNextTo } from './modalChunk'
import { selectCurrentView } from '../features/modal/selectors'
import { preloadWhenIdle } from './idlePreload'
import { openingView } from '../features/modal/modalFlow'
import { PorticoModal } from '../views/chrome/PorticoModal'

export type { PorticoProviderProps }

function ModalWhenNeeded() {
  const open = usePorticoSelector((s) => s.portico.modal.open)
  const embedded = usePorticoSelector((s) => s.portico.options.embedded)
  // The views call the api, so the body renders once its chunk is in the store: put in while the
  // page was idle (its flows hear from just after the press's frame: apiOnDemand.ts), or on
  // intent, on opening, or with a connection. The Connect view does not wait for it: what it
  // lists needs no service (the page's wallets, WalletConnect, email and socials), and on a slow
  // phone the api's chunk is most of what the first open fetches and runs; the directory's
  // wallets join when it is there. The body renders after the frame, never in its way: the
  // press paints the dialog in the next frame, and the view follows in that frame or the one
  // after (deferred: React renders it once the frame is out).
  const { view } = usePorticoSelector(selectCurrentView)
  const attached = usePorticoSelector((s) => s.portico.services.apiAttached)
  const apiReady = usePorticoSelector((s) => s.portico.services.apiAttached || s.portico.services.apiPrepared)
  const { component: body, failed, retry } = useLoadableState(modalBody, open || embedded)
  const bodyShown = useDeferredValue((open || embedded) && (apiReady || view === 'Connect') && body !== undefined)
  // A view takes a press from its first frame, and the api's flows answer it (copying, another
  // account, a swap): they must hear by then, not once the api is said to be there after the
  // press's frame (apiOnDemand.ts), which a loaded phone may reach later than this render. In
  // the store already, saying so takes the same task: said in the commit that shows the view,
  // before the browser hands the page any press. Not for Connect, which takes its presses before
  // the api (its hooks hand them on once it is there): the first open's frames stay the open's.
  const instance = useContext(PorticoInstanceContext)
  const dispatch = usePorticoDispatch()
  const needsFlows = bodyShown && apiReady && !attached && view !== 'Connect'
  useLayoutEffect(() => {
    if (needsFlows) void instance?.attachApi(dispatch).catch(() => {})
  }, [needsFlows, instance, dispatch])
  // The views it leads to come after its own: the api too, which the Connect view's directory
  // wallets wait on, shown before it.
  useEffect(() => (bodyShown && apiReady ? preloadViewsNextTo(view) : undefined), [bodyShown, apiReady, view])
  return open || embedded ? (
    <PorticoModal body={bodyShown ? body : undefined} retryBody={failed ? retry : undefined} />
  ) : null
}

export function PorticoProvider(props: PorticoProviderProps) {
  const { store, portico } = usePorticoProviderStore(props)

  // The first open's parts, fetched while the page is idle (idlePreload.ts).
  useEffect(
    () => preloadWhenIdle(portico, store.dispatch as PorticoDispatch, () => openingView(store.getState()).view),
    [portico, store],
  )

  return (
    <PorticoContexts store={store} portico={portico}>
      {props.children}
      <ModalWhenNeeded />
    </PorticoContexts>
  )
}
