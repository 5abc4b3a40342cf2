// @vitest-environment jsdom
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { directoryWallets } from '../../mocks/db/wallets'
import { features } from '../../src/config/features'
import { connectRequested } from '../../src/features/connection/actions'
import { embeddedWalletWanted, emailSubmitted, socialLoginRequested } from '../../src/features/embeddedWallet/actions'
import { connectorsFound, type ConnectorInfo } from '../../src/features/connection/connectorsSlice'
import { opened } from '../../src/features/modal/modalSlice'
import { configured, initialOptionsState, type OptionsState } from '../../src/features/options/optionsSlice'
import { walletUsed } from '../../src/features/connection/recentWalletsSlice'
import { viewTestMocks } from './support/lifecycle'
import { inShadow, renderModal, viewLoaded } from './support/shadow'
import { viewStore, withNetworks } from './support/store'

const mocks = viewTestMocks()

const metaMask: ConnectorInfo = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  rdns: 'io.metamask',
  installed: true,
}
const rabby: ConnectorInfo = {
  id: 'io.rabby',
  type: 'ANNOUNCED',
  name: 'Rabby',
  chain: 'eip155',
  rdns: 'io.rabby',
  installed: true,
}
const walletConnect: ConnectorInfo = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
  installed: false,
}

async function openConnect(options: Partial<OptionsState> = {}, connectors: ConnectorInfo[] = []) {
  const setup = viewStore()
  withNetworks(setup.store)
  setup.store.dispatch(configured({ ...initialOptionsState, ...options }))
  setup.store.dispatch(connectorsFound(connectors))
  setup.store.dispatch(opened())
  renderModal(setup.store)
  await viewLoaded('Connect')
  return setup
}

const groupLabels = () =>
  inShadow()
    .getAllByRole('list')
    .map((list) => list.getAttribute('aria-label'))

describe('Connect lists wallets by selectConnectList', () => {
  it('shows the groups in order: WalletConnect, recent, installed, then the recommended from the directory', async () => {
    const { store } = await openConnect({}, [walletConnect, metaMask, rabby])
    act(() => void store.dispatch(walletUsed({ id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby' })))
    await waitFor(() => expect(groupLabels()).toContain('Recommended wallets'))
    expect(groupLabels()).toEqual(['WalletConnect', 'Recent wallets', 'Installed wallets', 'Recommended wallets'])
  })

  it('marks recent and installed wallets with badges', async () => {
    const { store } = await openConnect({}, [metaMask, rabby])
    act(() => void store.dispatch(walletUsed({ id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby' })))
    const recent = inShadow().getByRole('list', { name: 'Recent wallets' })
    expect(within(recent).getByRole('button').textContent).toContain('Recent')
    const installed = inShadow().getByRole('list', { name: 'Installed wallets' })
    expect(within(installed).getByRole('button', { name: /MetaMask/ }).textContent).toContain('Installed')
  })

  it('clicking a wallet with a connector dispatches connectRequested with its id', async () => {
    const { dispatched } = await openConnect({}, [metaMask])
    fireEvent.click(inShadow().getByRole('button', { name: /MetaMask/ }))
    expect(dispatched(connectRequested.type).map((a) => a.payload)).toEqual([{ connectorId: 'io.metamask' }])
  })

  it('clicking a directory wallet without a connector pushes ConnectingWalletConnect with its walletId', async () => {
    const { store } = await openConnect()
    const first = directoryWallets()[0]!
    await waitFor(() => expect(inShadow().getByRole('list', { name: 'Recommended wallets' })).toBeTruthy())
    fireEvent.click(
      within(inShadow().getByRole('list', { name: 'Recommended wallets' })).getByRole('button', { name: first.name }),
    )
    expect(store.getState().portico.router.history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: first.id },
    })
    await viewLoaded('ConnectingWalletConnect')
    await waitFor(() => expect(inShadow().getByRole('heading', { level: 3, name: first.name })).toBeTruthy())
  })

  it('clicking WalletConnect pushes ConnectingWalletConnect for any wallet, without connecting', async () => {
    const { store, dispatched } = await openConnect({}, [walletConnect])
    fireEvent.click(
      within(inShadow().getByRole('list', { name: 'WalletConnect' })).getByRole('button', { name: 'WalletConnect' }),
    )
    expect(store.getState().portico.router.history.at(-1)).toEqual({ view: 'ConnectingWalletConnect' })
    expect(dispatched(connectRequested.type)).toEqual([])
  })

  it('All Wallets shows the directory count and opens AllWallets', async () => {
    const { store } = await openConnect()
    const button = inShadow().getByRole('button', { name: /All Wallets/ })
    await waitFor(() => expect(button.textContent).toContain('wallets'))
    expect(button.textContent).toMatch(/\d+ wallets/)
    fireEvent.click(button)
    expect(store.getState().portico.router.history.at(-1)).toEqual({ view: 'AllWallets' })
  })

  it('All Wallets is not offered when features.allWallets is off', async () => {
    await openConnect({ features: features.parse({ allWallets: false }) })
    expect(inShadow().queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })
})

/** Email and social logins come with the embedded wallet's frame. */
const embeddedWallet = { frameUrl: 'http://127.0.0.1:9/frame.html' }

describe('Connect offers the connect methods in their order', () => {
  it('email, social, wallet by default; the email goes to the embedded wallet and EmailLogin follows it', async () => {
    const { store, dispatched } = await openConnect({ embeddedWallet })
    const email = inShadow().getByRole('textbox', { name: 'Email' })
    const google = inShadow().getByRole('button', { name: 'Continue with Google' })
    const allWallets = inShadow().getByRole('button', { name: /All Wallets/ })
    expect(email.compareDocumentPosition(google) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(google.compareDocumentPosition(allWallets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.focus(email)
    expect(dispatched(embeddedWalletWanted.type)).toHaveLength(1)
    fireEvent.change(email, { target: { value: ' visitor@example.com ' } })
    fireEvent.submit(email.closest('form')!)
    expect(dispatched(emailSubmitted.type).map((a) => a.payload)).toEqual([{ email: 'visitor@example.com' }])
    expect(store.getState().portico.router.history.at(-1)).toEqual({ view: 'EmailLogin' })
    await viewLoaded('EmailLogin')
    expect(inShadow().getAllByText(/^Sending a code to/).length).toBeGreaterThan(0)
  })

  it('with a browser wallet shown, the wallets come first', async () => {
    await openConnect({ embeddedWallet }, [metaMask])
    const wallet = inShadow().getByRole('button', { name: /MetaMask/ })
    const email = inShadow().getByRole('textbox', { name: 'Email' })
    expect(wallet.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('socials: the first in full, three as marks, "more" for the rest; a pick starts its login and shows Socials', async () => {
    const { store, dispatched } = await openConnect({ embeddedWallet })
    const socials = inShadow().getByRole('button', { name: 'Continue with Google' })
    expect(socials.textContent).toBe('Continue with Google')
    for (const name of ['X', 'Discord', 'Farcaster'])
      expect(inShadow().getByRole('button', { name: `Continue with ${name}` }).textContent).toBe('')
    expect(inShadow().queryByRole('button', { name: 'Continue with GitHub' })).toBeNull()
    fireEvent.click(inShadow().getByRole('button', { name: 'More sign-in options' }))
    expect(store.getState().portico.router.history.at(-1)).toEqual({ view: 'Socials' })
    const list = await waitFor(() => inShadow().getByRole('list', { name: 'Sign-in options' }))
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'].map((n) => `Continue with ${n}`))
    fireEvent.click(within(list).getByRole('button', { name: 'Continue with GitHub' }))
    expect(dispatched(socialLoginRequested.type).map((a) => a.payload)).toEqual([{ provider: 'github' }])
  })

  it('one button per social provider, each leading to Socials', async () => {
    const { store } = await openConnect({
      embeddedWallet,
      features: features.parse({ socials: ['github', 'discord'] }),
    })
    expect(inShadow().queryByRole('button', { name: 'Continue with Google' })).toBeNull()
    fireEvent.click(inShadow().getByRole('button', { name: 'Continue with Discord' }))
    expect(store.getState().portico.router.history.at(-1)).toEqual({ view: 'Socials' })
  })

  it('without email and socials, only the wallets are offered', async () => {
    await openConnect({ embeddedWallet, features: features.parse({ email: false, socials: false }) })
    expect(inShadow().queryByRole('textbox')).toBeNull()
    expect(inShadow().queryByRole('separator')).toBeNull()
  })
})

describe('a directory page with malformed entries', () => {
  it('drops what fails the entry schema (warning with a count) and shows the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const valid = directoryWallets().slice(0, 4)
    const malformed = [{ id: 7, name: 'Broken' }, { name: 'No id' }, null]
    mocks.server.use(
      http.get('https://api.web3modal.org/getWallets', () =>
        HttpResponse.json({ count: 7, data: [...valid, ...malformed] }),
      ),
    )
    try {
      await openConnect()
      const recommended = await waitFor(() => inShadow().getByRole('list', { name: 'Recommended wallets' }))
      expect(
        within(recommended)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(valid.map((w) => expect.stringContaining(w.name)))
      expect(inShadow().queryByText('Could not load wallets')).toBeNull()
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/getWallets answered 3 of 7 list entries in a shape Portico cannot read/),
      )
    } finally {
      mocks.server.resetHandlers()
      warn.mockRestore()
    }
  })
})

describe('wallet names from outside', () => {
  it('are isolated and shown without their own direction controls: "\u202EksaMateM" never reads MetaMask', async () => {
    const spoof: ConnectorInfo = {
      id: 'announced:evil.spoof',
      type: 'ANNOUNCED',
      name: '\u202EksaMateM',
      chain: 'eip155',
      rdns: 'evil.spoof',
      installed: true,
    }
    await openConnect({}, [spoof])
    const row = await waitFor(() => inShadow().getByRole('button', { name: /ksaMateM/ }))
    expect(row.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
    expect(row.querySelector('bdi')?.textContent).toBe('ksaMateM')
    expect(
      within(row).getByRole('img').getAttribute('aria-label') ?? within(row).getByRole('img').getAttribute('alt'),
    ).toBe('ksaMateM')
  })
})

describe('a page announcing many wallets', () => {
  const many = Array.from({ length: 12 }, (_, i): ConnectorInfo => ({
    id: `announced:dev.many.w${i}`,
    type: 'ANNOUNCED',
    name: `Many Wallet ${i}`,
    chain: 'eip155',
    rdns: `dev.many.w${i}`,
    installed: true,
  }))

  it('Connect lists the first five; All Wallets lists every one first, and each connects', async () => {
    const { store, dispatched } = await openConnect({}, many)
    const installed = inShadow().getByRole('list', { name: 'Installed wallets' })
    expect(within(installed).getAllByRole('button')).toHaveLength(5)
    fireEvent.click(inShadow().getByRole('button', { name: /All Wallets/ }))
    await viewLoaded('AllWallets')
    const grid = await waitFor(() => inShadow().getByRole('grid', { name: 'Wallets' }))
    const names = within(grid)
      .getAllByRole('gridcell')
      .slice(0, 12)
      .map((cell) => cell.querySelector('.p-tile-name')?.textContent)
    expect(names).toEqual(many.map((w) => w.name))
    fireEvent.click(within(grid).getByRole('button', { name: 'Many Wallet 11' }))
    expect(dispatched(connectRequested.type).map((a) => a.payload)).toEqual([{ connectorId: 'announced:dev.many.w11' }])
    expect(store.getState().portico.router.history.at(-1)).toEqual({ view: 'AllWallets' })
  })

  it('a thousand announcements keep Connect as small as five', async () => {
    const thousand = Array.from({ length: 1000 }, (_, i): ConnectorInfo => ({
      ...many[0]!,
      id: `announced:dev.many.k${i}`,
      name: `Wallet ${i}`,
      rdns: `dev.many.k${i}`,
    }))
    await openConnect({}, thousand)
    expect(within(inShadow().getByRole('list', { name: 'Installed wallets' })).getAllByRole('button')).toHaveLength(5)
    expect(inShadow().getAllByRole('button').length).toBeLessThan(40)
  })

  it('without All Wallets on offer, Connect lists every one', async () => {
    await openConnect({ features: features.parse({ allWallets: false }) }, many)
    expect(within(inShadow().getByRole('list', { name: 'Installed wallets' })).getAllByRole('button')).toHaveLength(12)
  })
})
