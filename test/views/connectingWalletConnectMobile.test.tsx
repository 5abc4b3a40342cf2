// @vitest-environment jsdom
// ConnectingWalletConnect on a phone: "Open in {name}" is there from the start (getting ready
// until the pairing URI exists), a complete <a href> whose tap navigates in its own gesture; the
// universal link where the wallet has one, its scheme otherwise; after nothing happened, "Try
// again", the phone's store and "Show QR code instead", all for the same pairing.
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { scriptedPairingUri } from '../../mocks/wallets/scriptedWalletConnect'
import { linkCopyRequested } from '../../src/features/clipboard/actions'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { environmentDetected, type Environment } from '../../src/features/options/optionsSlice'
import { appLinkOpened, pairingRequested } from '../../src/features/walletConnect/actions'
import {
  appNotOpened,
  pairingDeclined,
  pairingStarted,
  pairingUriReady,
} from '../../src/features/walletConnect/walletConnectSlice'
import { hasAppLink, openInAppLink, storeLink, type LinkedWallet } from '../../src/headless/pairingWallet'
import type { WalletLinks } from '../../src/walletconnect/deepLinks'
import { viewTestMocks } from './support/lifecycle'
import { focusedInShadow, inShadow, porticoHost, renderModal, viewLoaded } from './support/shadow'
import { viewStore, withNetworks } from './support/store'

const mocks = viewTestMocks()
afterEach(() => mocks.useState('the default data'))

const uri = scriptedPairingUri(0, Date.parse(fixtures.now))
const encoded = encodeURIComponent(uri)
const iPhone: Environment = { isMobile: true, isIosSafari: true, os: 'ios' }
const android: Environment = { isMobile: true, isIosSafari: false, os: 'android' }
const desktop: Environment = { isMobile: false, isIosSafari: false }

/** ConnectingWalletConnect for `walletId` on a store without flows: each test moves the pairing itself. */
async function openFor(walletId: string, environment: Environment = iPhone) {
  const setup = viewStore()
  withNetworks(setup.store)
  setup.store.dispatch(environmentDetected(environment))
  setup.store.dispatch(pushed({ view: 'ConnectingWalletConnect', data: { walletId } }))
  setup.store.dispatch(opened())
  renderModal(setup.store)
  await viewLoaded('ConnectingWalletConnect')
  const act_ = (action: Parameters<typeof setup.store.dispatch>[0]) => act(() => void setup.store.dispatch(action))
  return {
    ...setup,
    loading: () => act_(pairingStarted()),
    waiting: () => act_(pairingUriReady({ uri, createdAt: Date.now() })),
    /** What the app-link flow concludes when the page stayed in view after the tap. */
    nothingHappened: () => act_(appNotOpened(true)),
    /** What it says when the watch starts again (Try again) or the visitor came back. */
    watchingAgain: () => act_(appNotOpened(false)),
  }
}

const walletShown = (name: string) =>
  waitFor(() => expect(inShadow().getByRole('heading', { level: 3, name })).toBeTruthy())
const status = () =>
  inShadow()
    .getAllByRole('status')
    .find((s) => s.classList.contains('p-status'))!
const qr = () => inShadow().queryByRole('img', { name: /^QR code to connect with/ })
const link = (name: string | RegExp) => inShadow().getByRole('link', { name }) as HTMLAnchorElement
/** The view's buttons and links in their order on screen, by their names. */
const controls = () =>
  [...porticoHost()!.shadowRoot!.querySelectorAll('[data-view="ConnectingWalletConnect"] :is(a, button)')].map(
    (el) => el.textContent,
  )
const follows = (first: Element, second: Element) =>
  !!(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING)

/** React's own props of a rendered element: its click handler as the view wrote it. */
function reactOnClick(element: Element): (event: unknown) => unknown {
  const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'))!
  return (element as unknown as Record<string, { onClick: (event: unknown) => unknown }>)[key]!.onClick
}

/**
 * Clicks `element` as a visitor would and tells what the page saw while the click was under
 * way: whether the default (following the href) was still to happen, and what had been
 * dispatched by then. jsdom is kept from following it (it cannot open an app).
 */
function clickInGesture(element: HTMLElement, dispatched: () => unknown[]) {
  const seen: { defaultPrevented?: boolean; dispatchedDuringClick?: number } = {}
  const onClick = (event: Event) => {
    seen.defaultPrevented = event.defaultPrevented
    seen.dispatchedDuringClick = dispatched().length
    event.preventDefault()
  }
  // The window hears the click last, after the view's handler (React's, on the shadow root).
  window.addEventListener('click', onClick)
  try {
    fireEvent.click(element)
  } finally {
    window.removeEventListener('click', onClick)
  }
  return seen
}

describe('"Open in {name}" is there before the pairing URI', () => {
  it('while the URI is being made: unavailable, saying it is getting ready, in the place it will take', async () => {
    const view = await openFor(fixtures.walletIds.metamask)
    await walletShown('MetaMask')
    view.loading()
    const ready = link('Getting MetaMask’s link ready…')
    expect(ready.getAttribute('aria-disabled')).toBe('true')
    expect(ready.hasAttribute('href')).toBe(false)
    expect(inShadow().queryByRole('link', { name: 'Open in MetaMask' })).toBeNull()
    // Above "Or scan with your phone", where "Open in" will be.
    expect(follows(ready, inShadow().getByRole('heading', { level: 3, name: 'Or scan with your phone' }))).toBe(true)
    // The words it will have once the link is ready: nothing above the button moves either.
    expect(status().textContent).toBe('Continue in MetaMaskAccept the connection request in MetaMask.')
  })

  it('a tap while it gets ready goes nowhere and dispatches nothing', async () => {
    const view = await openFor(fixtures.walletIds.metamask)
    await walletShown('MetaMask')
    view.loading()
    fireEvent.click(link('Getting MetaMask’s link ready…'))
    expect(view.dispatched(appLinkOpened.type)).toEqual([])
  })

  it('becomes the link the moment the URI exists: the same element, so the layout and the focus stay', async () => {
    const view = await openFor(fixtures.walletIds.metamask)
    await walletShown('MetaMask')
    view.loading()
    const ready = link('Getting MetaMask’s link ready…')
    ready.focus()
    view.waiting()
    const open = link('Open in MetaMask')
    expect(open).toBe(ready)
    expect(open.getAttribute('href')).toBe(`metamask://wc?uri=${encoded}`)
    expect(open.hasAttribute('aria-disabled')).toBe(false)
    expect(focusedInShadow()).toBe(open)
  })

  it('a declined pairing has no app link: Try again starts a new pairing', async () => {
    const view = await openFor(fixtures.walletIds.metamask)
    await walletShown('MetaMask')
    view.waiting()
    act(() => void view.store.dispatch(pairingDeclined({ message: 'User rejected.' })))
    expect(inShadow().queryAllByRole('link')).toEqual([])
    fireEvent.click(inShadow().getByRole('button', { name: 'Try again' }))
    expect(view.dispatched(pairingRequested.type)).toHaveLength(1)
  })
})

describe('which link, per platform: the universal link where the wallet has one, its scheme otherwise', () => {
  it.each([
    ['iOS', iPhone],
    ['Android', android],
  ])('%s: a wallet with a scheme only opens by its scheme, in place', async (_platform, environment) => {
    const view = await openFor(fixtures.walletIds.metamask, environment)
    await walletShown('MetaMask')
    view.waiting()
    const open = link('Open in MetaMask')
    expect(open.getAttribute('href')).toBe(`metamask://wc?uri=${encoded}`)
    expect(open.getAttribute('target')).toBe('_self')
  })

  it.each([
    ['iOS', iPhone],
    ['Android', android],
  ])('%s: a wallet whose mobile link is universal opens by it, beside the page', async (_platform, environment) => {
    const view = await openFor(fixtures.walletIds.solflare, environment)
    await walletShown('Solflare')
    view.waiting()
    const open = link('Open in Solflare')
    expect(open.getAttribute('href')).toBe(`https://solflare.com/ul/v1/wc?uri=${encoded}`)
    // The page stays, with its pairing, when the phone has no app and shows the wallet's site.
    expect(open.getAttribute('target')).toBe('_blank')
    expect(open.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it.each([
    ['Ledger Live', fixtures.walletIds.ledger, `ledgerlive://wc?uri=${encoded}`],
    ['Safe', fixtures.walletIds.safe, `https://app.safe.global/wc?uri=${encoded}`],
  ])('desktop: %s by its desktop app, else its web app (as before)', async (name, walletId, href) => {
    const view = await openFor(walletId, desktop)
    await walletShown(name)
    view.waiting()
    expect(link(`Open in ${name}`).getAttribute('href')).toBe(href)
  })

  it('desktop: a wallet with only a mobile link has no "Open in", not even getting ready', async () => {
    const view = await openFor(fixtures.walletIds.metamask, desktop)
    await walletShown('MetaMask')
    view.loading()
    expect(inShadow().queryAllByRole('link')).toEqual([])
    view.waiting()
    expect(inShadow().queryAllByRole('link')).toEqual([])
  })

  describe('the directory entry decides (openInAppLink)', () => {
    const links = (mobile: string | null, linkMode: string | null, desktopLink: string | null = null): WalletLinks => ({
      mobile_link: mobile,
      link_mode: linkMode,
      desktop_link: desktopLink,
      webapp_link: null,
    })
    const href = (l: WalletLinks, isMobile: boolean) => openInAppLink(l, uri, isMobile)?.href

    it('a phone takes the entry’s universal link (link_mode) over its custom scheme', () => {
      expect(href(links('metamask://', 'https://metamask.app.link'), true)).toBe(
        `https://metamask.app.link/wc?uri=${encoded}`,
      )
    })

    it('a universal mobile_link is the universal link itself', () => {
      expect(href(links('https://solflare.com/ul/v1', 'https://other.example/'), true)).toBe(
        `https://solflare.com/ul/v1/wc?uri=${encoded}`,
      )
    })

    it('a universal link that is not safe (plain http, script) leaves the scheme', () => {
      expect(href(links('metamask://', 'http://metamask.app.link'), true)).toBe(`metamask://wc?uri=${encoded}`)
      expect(href(links('metamask://', 'javascript:alert(1)//'), true)).toBe(`metamask://wc?uri=${encoded}`)
    })

    it('a universal link alone is enough on a phone; on desktop it is not the desktop app', () => {
      expect(href(links(null, 'https://link.example'), true)).toBe(`https://link.example/wc?uri=${encoded}`)
      expect(href(links(null, 'https://link.example'), false)).toBeUndefined()
      expect(hasAppLink(links(null, 'https://link.example'), false)).toBe(false)
      expect(href(links('metamask://', 'https://link.example', 'ledgerlive://'), false)).toBe(
        `ledgerlive://wc?uri=${encoded}`,
      )
    })

    it('hasAppLink says so before any URI, as openInAppLink will', () => {
      expect(hasAppLink(links('metamask://', null), true)).toBe(true)
      expect(hasAppLink(links(null, null), true)).toBe(false)
      expect(hasAppLink(links('javascript:alert(1)', 'http://plain.example'), true)).toBe(false)
    })
  })
})

describe('the tap opens the wallet in the same gesture', () => {
  it('"Open in": an <a> with its full href from the render on, whose click only dispatches', async () => {
    const view = await openFor(fixtures.walletIds.metamask)
    await walletShown('MetaMask')
    view.waiting()
    const open = link('Open in MetaMask')
    expect(open.tagName).toBe('A')
    expect(open.getAttribute('href')).toBe(`metamask://wc?uri=${encoded}`)
    // The handler as written: it returns nothing (no promise: nothing awaited before the navigation).
    expect(reactOnClick(open)({ preventDefault() {} })).toBeUndefined()
    expect(view.dispatched(appLinkOpened.type)).toHaveLength(1)
    // A real click: appLinkOpened is dispatched while it is under way, and the navigation is left to happen.
    const seen = clickInGesture(open, () => view.dispatched(appLinkOpened.type))
    expect(seen).toEqual({ defaultPrevented: false, dispatchedDuringClick: 2 })
    expect(view.dispatched(appLinkOpened.type).map((a) => a.payload)).toEqual([
      { href: `metamask://wc?uri=${encoded}`, name: 'MetaMask' },
      { href: `metamask://wc?uri=${encoded}`, name: 'MetaMask' },
    ])
  })

  it('in a Telegram mini app: the tap hands the link to Telegram.WebApp.openLink in the same handler', async () => {
    const opened: string[] = []
    vi.stubGlobal('Telegram', { WebApp: { platform: 'ios', openLink: (url: string) => void opened.push(url) } })
    try {
      const view = await openFor(fixtures.walletIds.solflare, { ...iPhone, telegram: 'ios' })
      await walletShown('Solflare')
      view.waiting()
      const open = link('Open in Solflare')
      const seen = clickInGesture(open, () => view.dispatched(appLinkOpened.type))
      // Opened by Telegram's opener during the click; the webview's own navigation is prevented.
      expect(opened).toEqual([open.getAttribute('href')])
      expect(seen).toEqual({ defaultPrevented: true, dispatchedDuringClick: 1 })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('"Try again": the same link, in the gesture too', async () => {
    const view = await openFor(fixtures.walletIds.metamask)
    await walletShown('MetaMask')
    view.waiting()
    view.nothingHappened()
    const again = link('Try again')
    expect(again.getAttribute('href')).toBe(`metamask://wc?uri=${encoded}`)
    expect(reactOnClick(again)({ preventDefault() {} })).toBeUndefined()
    const seen = clickInGesture(again, () => view.dispatched(appLinkOpened.type))
    expect(seen).toEqual({ defaultPrevented: false, dispatchedDuringClick: 2 })
  })
})

describe('nothing happened: three ways on, in order', () => {
  it('iPhone: the status says so; Try again, the App Store (not Google Play), Show QR code instead', async () => {
    const view = await openFor(fixtures.walletIds.metamask, iPhone)
    await walletShown('MetaMask')
    view.waiting()
    view.nothingHappened()
    expect(status().textContent).toBe(
      'MetaMask did not openTry again, get the app, or scan the code with another device.',
    )
    const [tryAgain, store, showQr] = controls().slice(0, 3)
    expect([tryAgain, store, showQr]).toEqual(['Try again', 'Get MetaMask on the App Store', 'Show QR code instead'])
    expect(link('Get MetaMask on the App Store').getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//)
    expect(link('Get MetaMask on the App Store').getAttribute('rel')).toBe('noopener noreferrer')
    expect(inShadow().queryByRole('link', { name: /Google Play/ })).toBeNull()
    expect(inShadow().queryByRole('link', { name: 'Open in MetaMask' })).toBeNull()
  })

  it('Android: Google Play, not the App Store', async () => {
    const view = await openFor(fixtures.walletIds.metamask, android)
    await walletShown('MetaMask')
    view.waiting()
    view.nothingHappened()
    expect(controls().slice(0, 3)).toEqual(['Try again', 'Get MetaMask on Google Play', 'Show QR code instead'])
    expect(link('Get MetaMask on Google Play').getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//)
  })

  it('no store of this phone’s in the entry: its homepage', async () => {
    mocks.db.wallet.create({
      id: 'ios-only',
      name: 'Orchard',
      image_id: 'orchard-image',
      chains: ['eip155:1'],
      mobile_link: 'orchard://',
      app_store: 'https://apps.apple.com/app/orchard/id1',
      homepage: 'https://orchard.example/',
    })
    const view = await openFor('ios-only', android)
    await walletShown('Orchard')
    view.waiting()
    view.nothingHappened()
    expect(controls().slice(0, 3)).toEqual(['Try again', 'Get Orchard from its website', 'Show QR code instead'])
    expect(link('Get Orchard from its website').getAttribute('href')).toBe('https://orchard.example/')
  })

  it('no safe store or homepage at all: Try again and the QR code only', async () => {
    mocks.db.wallet.create({
      id: 'no-store',
      name: 'Quince',
      image_id: 'quince-image',
      chains: ['eip155:1'],
      mobile_link: 'quince://',
      play_store: 'http://play.example/quince',
      homepage: null,
    })
    const view = await openFor('no-store', android)
    await walletShown('Quince')
    view.waiting()
    view.nothingHappened()
    expect(controls().slice(0, 2)).toEqual(['Try again', 'Show QR code instead'])
    expect(inShadow().queryByRole('link', { name: /^Get Quince/ })).toBeNull()
  })

  it('storeLink: the phone’s own store, else the homepage; https only; an unknown phone gets the homepage', () => {
    const wallet = (downloads: LinkedWallet['downloads']): LinkedWallet => ({
      id: 'w',
      name: 'W',
      links: { mobile_link: 'w://', desktop_link: null, webapp_link: null },
      downloads,
    })
    const all = wallet({
      appStore: 'https://apps.example/w',
      playStore: 'https://play.example/w',
      homepage: 'https://w.example/',
    })
    expect(storeLink(all, 'ios')).toEqual({ kind: 'appStore', href: 'https://apps.example/w' })
    expect(storeLink(all, 'android')).toEqual({ kind: 'playStore', href: 'https://play.example/w' })
    expect(storeLink(all, undefined)).toEqual({ kind: 'homepage', href: 'https://w.example/' })
    expect(storeLink(wallet({ appStore: 'http://apps.example/w', homepage: 'javascript:alert(1)' }), 'ios')).toBe(
      undefined,
    )
  })

  it('Try again is the "Open in" link itself (the same element: the focus stays) and watches again', async () => {
    const view = await openFor(fixtures.walletIds.metamask)
    await walletShown('MetaMask')
    view.waiting()
    const open = link('Open in MetaMask')
    view.nothingHappened()
    const again = link('Try again')
    expect(again).toBe(open)
    again.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(again)
    expect(view.dispatched(appLinkOpened.type).map((a) => a.payload)).toEqual([
      { href: `metamask://wc?uri=${encoded}`, name: 'MetaMask' },
    ])
    // The flow's answer: the watch started over, the ways on go until it ends.
    view.watchingAgain()
    expect(link('Open in MetaMask')).toBe(open)
    expect(inShadow().queryByRole('button', { name: 'Show QR code instead' })).toBeNull()
    expect(status().textContent).toContain('Continue in MetaMask')
  })

  it('Show QR code instead: the same pairing’s code first, for another device, with no new pairing', async () => {
    const view = await openFor(fixtures.walletIds.metamask)
    await walletShown('MetaMask')
    view.waiting()
    const modules = () => qr()!.querySelector('path')!.getAttribute('d')
    const before = modules()
    view.nothingHappened()
    fireEvent.click(inShadow().getByRole('button', { name: 'Show QR code instead' }))
    expect(modules()).toBe(before)
    expect(follows(qr()!, status())).toBe(true)
    expect(status().textContent).toBe('Scan with your phoneScan this code with MetaMask on another device.')
    // The focus goes to the code the visitor asked for (the pressed button is gone).
    expect(focusedInShadow()?.contains(qr())).toBe(true)
    fireEvent.click(inShadow().getByRole('button', { name: 'Copy link' }))
    expect(view.dispatched(linkCopyRequested.type).map((a) => a.payload)).toEqual([{ text: uri }])
    expect(view.dispatched(pairingRequested.type)).toEqual([])
    expect(view.dispatched(appLinkOpened.type)).toEqual([])
  })

  it('and back: "Use {name} on this phone" shows the app first again, the focus on Try again', async () => {
    const view = await openFor(fixtures.walletIds.metamask)
    await walletShown('MetaMask')
    view.waiting()
    view.nothingHappened()
    fireEvent.click(inShadow().getByRole('button', { name: 'Show QR code instead' }))
    fireEvent.click(inShadow().getByRole('button', { name: 'Use MetaMask on this phone' }))
    expect(focusedInShadow()).toBe(link('Try again'))
    expect(link('Try again').getAttribute('href')).toBe(`metamask://wc?uri=${encoded}`)
    expect(view.dispatched(pairingRequested.type)).toEqual([])
  })
})

describe('coming back from the wallet without an answer', () => {
  it('the same pairing: the same link, and "Open in" works again', async () => {
    const view = await openFor(fixtures.walletIds.metamask)
    await walletShown('MetaMask')
    view.waiting()
    const open = link('Open in MetaMask')
    open.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(open)
    // The app opened (the flow said nothing), the visitor came back: the view is as it was.
    view.watchingAgain()
    expect(link('Open in MetaMask').getAttribute('href')).toBe(`metamask://wc?uri=${encoded}`)
    expect(status().textContent).toBe('Continue in MetaMaskAccept the connection request in MetaMask.')
    fireEvent.click(link('Open in MetaMask'))
    expect(view.dispatched(appLinkOpened.type)).toHaveLength(2)
    expect(view.dispatched(pairingRequested.type)).toEqual([])
  })
})
