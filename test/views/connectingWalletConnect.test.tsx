// @vitest-environment jsdom
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { trapdoorWallet } from '../../mocks/db/wallets'
import { scriptedPairingUri } from '../../mocks/wallets/scriptedWalletConnect'
import { linkCopyRequested } from '../../src/features/clipboard/actions'
import { appLinkOpened, pairingRequested } from '../../src/features/walletConnect/actions'
import { opened } from '../../src/features/modal/modalSlice'
import { environmentDetected } from '../../src/features/options/optionsSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import type { RouteData, View } from '../../src/features/modal/views'
import {
  appNotOpened,
  pairingDeclined,
  pairingFailed,
  pairingStarted,
  pairingUriReady,
} from '../../src/features/walletConnect/walletConnectSlice'
import { viewTestMocks } from './support/lifecycle'
import { focusedInShadow, inShadow, renderModal, viewLoaded } from './support/shadow'
import { viewStore, withNetworks } from './support/store'

const mocks = viewTestMocks()
afterEach(() => mocks.useState('the default data'))

const uri = scriptedPairingUri(0, Date.parse(fixtures.now))
const nextUri = scriptedPairingUri(1, Date.parse(fixtures.now))
const encoded = encodeURIComponent(uri)

/** A WalletConnect view on a store without flows: each test moves the pairing itself. */
async function openAt(view: View, data?: RouteData, { isMobile = false } = {}) {
  const setup = viewStore()
  withNetworks(setup.store)
  setup.store.dispatch(environmentDetected({ isMobile, isIosSafari: false }))
  setup.store.dispatch(pushed({ view, data }))
  setup.store.dispatch(opened())
  renderModal(setup.store)
  await viewLoaded(view)
  const pairing = {
    loading: () => act(() => void setup.store.dispatch(pairingStarted())),
    waiting: (at = uri) => act(() => void setup.store.dispatch(pairingUriReady({ uri: at, createdAt: Date.now() }))),
  }
  return { ...setup, pairing }
}

const qr = () => inShadow().queryByRole('img', { name: /^QR code to connect with/ })
const status = () =>
  inShadow()
    .getAllByRole('status')
    .find((s) => s.classList.contains('p-status'))!
/** Once the directory entry is in: the wallet's name heads the view. */
const walletShown = (name: string) =>
  waitFor(() => expect(inShadow().getByRole('heading', { level: 3, name })).toBeTruthy())

describe('the QR code follows the pairing', () => {
  it('loading: a skeleton and "Preparing the connection…", no code yet', async () => {
    const { pairing } = await openAt('ConnectingWalletConnect')
    pairing.loading()
    expect(qr()).toBeNull()
    expect(status().textContent).toBe('Preparing the connection…')
  })

  it('waiting: the URI as a QR code; a replaced URI is a new code', async () => {
    const { store, pairing } = await openAt('ConnectingWalletConnect')
    pairing.waiting()
    expect(qr()?.getAttribute('aria-label')).toBe('QR code to connect with WalletConnect')
    expect(status().textContent).toContain('Scan with your phone')
    const first = qr()!.innerHTML
    act(() => void store.dispatch(pairingUriReady({ uri: nextUri, createdAt: Date.now(), refreshed: true })))
    expect(qr()!.innerHTML).not.toBe(first)
  })

  it('Copy link dispatches linkCopyRequested with the URI; Show link holds it for copying by hand', async () => {
    const { pairing, dispatched } = await openAt('ConnectingWalletConnect')
    pairing.waiting()
    fireEvent.click(inShadow().getByRole('button', { name: 'Copy link' }))
    expect(dispatched(linkCopyRequested.type).map((a) => a.payload)).toEqual([{ text: uri }])
    expect((inShadow().getByRole('textbox', { name: 'Connection link', hidden: true }) as HTMLInputElement).value).toBe(
      uri,
    )
  })
})

describe('declined and failed pairings offer Try again', () => {
  it('declined: the message, and Try again dispatches pairingRequested for the same wallet', async () => {
    const { store, dispatched } = await openAt('ConnectingWalletConnect', { walletId: fixtures.walletIds.metamask })
    await walletShown('MetaMask')
    act(() => void store.dispatch(pairingDeclined({ message: 'User rejected.' })))
    expect(status().textContent).toContain('Connection declined')
    expect(qr()).toBeNull()
    fireEvent.click(inShadow().getByRole('button', { name: 'Try again' }))
    const [request] = dispatched(pairingRequested.type)
    expect(request?.payload).toMatchObject({ wallet: { id: fixtures.walletIds.metamask, name: 'MetaMask' } })
  })

  it('Try again hands focus to the status, since the button goes away', async () => {
    const { store } = await openAt('ConnectingWalletConnect')
    act(() => void store.dispatch(pairingDeclined({ message: 'User rejected.' })))
    fireEvent.click(inShadow().getByRole('button', { name: 'Try again' }))
    expect(focusedInShadow()).toBe(status())
  })

  it('failed: the section 8 message, and Try again with no wallet for the generic entry', async () => {
    const { store, dispatched } = await openAt('ConnectingWalletConnect')
    act(() => void store.dispatch(pairingFailed({ message: 'Sign Client not initialized' })))
    expect(status().textContent).toContain('Connection failed')
    expect(status().textContent).toContain('Sign Client not initialized')
    fireEvent.click(inShadow().getByRole('button', { name: 'Try again' }))
    expect(dispatched(pairingRequested.type).map((a) => a.payload)).toEqual([undefined])
  })
})

describe('"Open in {name}" takes the platform\'s safe link', () => {
  it('desktop: the desktop app by its own scheme, opened in place', async () => {
    const { pairing } = await openAt('ConnectingWalletConnect', { walletId: fixtures.walletIds.ledger })
    await walletShown('Ledger Live')
    pairing.waiting()
    const open = inShadow().getByRole('link', { name: 'Open in Ledger Live' })
    expect(open.getAttribute('href')).toBe(`ledgerlive://wc?uri=${encoded}`)
    expect(open.getAttribute('target')).toBe('_self')
  })

  it('desktop without a desktop app: the web app, in a new tab without opener or referrer', async () => {
    const { pairing } = await openAt('ConnectingWalletConnect', { walletId: fixtures.walletIds.safe })
    await walletShown('Safe')
    pairing.waiting()
    const open = inShadow().getByRole('link', { name: 'Open in Safe' })
    expect(open.getAttribute('href')).toBe(`https://app.safe.global/wc?uri=${encoded}`)
    expect(open.getAttribute('target')).toBe('_blank')
    expect(open.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('desktop: a wallet with only a mobile link offers the QR code and no link', async () => {
    const { pairing } = await openAt('ConnectingWalletConnect', { walletId: fixtures.walletIds.metamask })
    await walletShown('MetaMask')
    pairing.waiting()
    expect(inShadow().queryAllByRole('link')).toEqual([])
    expect(qr()?.getAttribute('aria-label')).toBe('QR code to connect with MetaMask')
  })

  it('mobile: the mobile link, first, above the QR code for another device', async () => {
    const { pairing } = await openAt(
      'ConnectingWalletConnect',
      { walletId: fixtures.walletIds.metamask },
      { isMobile: true },
    )
    await walletShown('MetaMask')
    pairing.waiting()
    const open = inShadow().getByRole('link', { name: 'Open in MetaMask' })
    expect(open.getAttribute('href')).toBe(`metamask://wc?uri=${encoded}`)
    expect(open.compareDocumentPosition(qr()!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(inShadow().getByRole('heading', { level: 3, name: 'Or scan with your phone' })).toBeTruthy()
  })

  it('mobile: a wallet with no mobile link gets no link (its web app is for desktop)', async () => {
    const { pairing } = await openAt(
      'ConnectingWalletConnect',
      { walletId: fixtures.walletIds.safe },
      { isMobile: true },
    )
    await walletShown('Safe')
    pairing.waiting()
    expect(inShadow().queryAllByRole('link')).toEqual([])
  })

  it('pressing it dispatches appLinkOpened with the href and the wallet name', async () => {
    const { pairing, dispatched } = await openAt(
      'ConnectingWalletConnect',
      { walletId: fixtures.walletIds.metamask },
      { isMobile: true },
    )
    await walletShown('MetaMask')
    pairing.waiting()
    const open = inShadow().getByRole('link', { name: 'Open in MetaMask' })
    // jsdom would try to navigate to metamask:; the view's part is the dispatch.
    open.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(open)
    expect(dispatched(appLinkOpened.type).map((a) => a.payload)).toEqual([
      { href: `metamask://wc?uri=${encoded}`, name: 'MetaMask' },
    ])
  })
})

describe('when the app did not open', () => {
  // On a phone the ways on are "Try again", the phone's store and the QR code instead:
  // connectingWalletConnectMobile.test.tsx.
  it('desktop: "{name} did not open" with where to get it, https only', async () => {
    const { store, pairing } = await openAt('ConnectingWalletConnect', { walletId: fixtures.walletIds.ledger })
    await walletShown('Ledger Live')
    pairing.waiting()
    act(() => void store.dispatch(appNotOpened(true)))
    expect(inShadow().getByText('Ledger Live did not open. Don’t have it?')).toBeTruthy()
    const get = within(inShadow().getByRole('list')).getAllByRole('link')
    expect(get.map((a) => a.textContent)).toEqual(['Get Ledger Live from its website'])
    for (const a of get) {
      expect(a.getAttribute('href')).toMatch(/^https:\/\//)
      expect(a.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })
})

describe('a hostile directory entry never becomes a link', () => {
  it.each([false, true])('isMobile %s: no "Open in", and no "Get" link after it did not open', async (isMobile) => {
    mocks.db.wallet.create(trapdoorWallet)
    const { store, pairing } = await openAt('ConnectingWalletConnect', { walletId: trapdoorWallet.id }, { isMobile })
    await walletShown('Trapdoor Wallet')
    pairing.waiting()
    act(() => void store.dispatch(appNotOpened(true)))
    expect(inShadow().queryAllByRole('link')).toEqual([])
    expect(qr()).toBeTruthy()
  })
})

describe('ConnectingWalletConnectBasic', () => {
  it('shows the QR code, the hint and Copy link; a decline offers Try again', async () => {
    const { store, pairing, dispatched } = await openAt('ConnectingWalletConnectBasic')
    pairing.waiting()
    expect(qr()).toBeTruthy()
    expect(status().textContent).toContain('Or copy the link and paste it into a wallet on this device.')
    expect(inShadow().getByRole('button', { name: 'Copy link' })).toBeTruthy()
    act(() => void store.dispatch(pairingDeclined({ message: 'User rejected.' })))
    fireEvent.click(inShadow().getByRole('button', { name: 'Try again' }))
    expect(dispatched(pairingRequested.type)).toHaveLength(1)
  })
})
