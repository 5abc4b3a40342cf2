// Building blocks for `parameters.portico.setup`: each moves the real store through the same
// actions a visitor's clicks or a host's calls would. And what a play function asks of the
// pictures a scene shows: loaded, or never broken.
import { connectRequested } from '../src/features/connection/actions'
import { codeSubmitted, emailSubmitted } from '../src/features/embeddedWallet/actions'
import { openRequested } from '../src/features/modal/actions'
import type { PorticoStore } from '../src/composition/createPorticoStore'
import type { RouteData, View } from '../src/features/modal/views'
import type { RootState } from '../src/store/state'
import type { PorticoScene } from './portico'
import type { ChainNamespace } from '../src/contract'
import { pairingRequested } from '../src/features/walletConnect/actions'
import { waitFor } from 'storybook/test'
import { flowStep, pageStep, sceneStep } from '../test/support/waits'

/** The connector id Portico gives a wallet announced over EIP-6963. */
export const announcedId = (rdns: string) => `announced:${rdns}`

/**
 * Resolves once `predicate` holds for the store's state, within a scene step (waits.ts says why
 * it is long); a state that never comes still fails the story, well inside its own time.
 */
export function stateWhere(
  store: PorticoStore,
  predicate: (state: RootState) => boolean,
  timeoutMs = sceneStep.timeout,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (predicate(store.getState())) return resolve()
    const timer = setTimeout(() => {
      unsubscribe()
      reject(new Error('The store never reached the state the story waits for'))
    }, timeoutMs)
    const unsubscribe = store.subscribe(() => {
      if (!predicate(store.getState())) return
      clearTimeout(timer)
      unsubscribe()
      resolve()
    })
  })
}

/** Opens the modal as a host's `open()` does; the opening rule picks the view when none is asked. */
export const openModal = (view?: View, data?: RouteData) => (store: PorticoStore) =>
  void store.dispatch(openRequested(view ? { view, data } : undefined))

/** Connects the scene's wallet (by name) through the real flow and waits until it is connected. */
export async function connectWallet(store: PorticoStore, scene: PorticoScene, name: string) {
  await walletListed(store, scene, name)
  const wallet = scene.wallet(name)
  store.dispatch(connectRequested({ connectorId: announcedId(wallet.options.rdns) }))
  await stateWhere(store, (s) => s.portico.account.eip155?.status === 'connected')
}

/**
 * Pairs with the scene's scripted WalletConnect wallet, as a host's own pair() does: the pairing
 * flow comes with the api, which a cold first story waits for longer than a tick.
 */
export async function connectByWalletConnect(store: PorticoStore, namespace: ChainNamespace = 'eip155') {
  store.dispatch(pairingRequested())
  await stateWhere(store, (s) => s.portico.account[namespace]?.status === 'connected', pageStep.timeout)
  // Connected is said mid-way through the pairing's end (the modal's settling follows in the
  // same task): the scene goes on once that task is over.
  await new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Resolves once the scene's wallet is listed: its announcement was checked (a chunk loaded
 * with the first one) and reached the store, as before a visitor could pick it.
 */
export const walletListed = (store: PorticoStore, scene: PorticoScene, name: string) =>
  stateWhere(store, (s) => s.portico.connectors.list.some((c) => c.id === announcedId(scene.wallet(name).options.rdns)))

/** The visitor picks a wallet on Connect: the modal opens, then the connection starts. */
export async function pickWallet(store: PorticoStore, scene: PorticoScene, name: string) {
  store.dispatch(openRequested())
  await walletListed(store, scene, name)
  store.dispatch(connectRequested({ connectorId: announcedId(scene.wallet(name).options.rdns) }))
}

/**
 * Signs in to the embedded wallet by email as a visitor does from Connect (the device approved
 * from the inbox, the code typed), and waits until the embedded account has been read.
 */
export async function signInByEmail(store: PorticoStore, scene: PorticoScene, email: string) {
  scene.frame!.auth.approveDevice(email)
  store.dispatch(openRequested({ view: 'Connect' }))
  await stateWhere(store, (s) => s.portico.services.apiAttached)
  store.dispatch(emailSubmitted({ email }))
  await stateWhere(store, (s) => s.portico.emailLogin?.step === 'code')
  store.dispatch(codeSubmitted({ code: scene.frame!.auth.inbox(email).at(-1)!.value }))
  await stateWhere(store, (s) => !!s.portico.embeddedAccount?.account)
}

/** A picture, by its accessible name, once it is a loaded image (not a skeleton, an initial or a broken one). */
export function loadedPicture(
  view: { getByRole: (role: 'img', options: { name: string }) => HTMLElement },
  name: string,
) {
  return waitFor(() => {
    const picture = view.getByRole('img', { name })
    if (!(picture instanceof HTMLImageElement) || !picture.complete || picture.naturalWidth === 0)
      throw new Error(`The picture of ${name} is not a loaded image`)
    return picture
  }, flowStep)
}

/** The images under `root` that failed to load and still show (a broken image, its alt text). */
export const brokenImages = (root: ParentNode) =>
  [...root.querySelectorAll('img')].filter((img) => !img.hidden && img.complete && img.naturalWidth === 0)
