// Several wallets at once (the host's `multiWallet`; README "Several wallets at once"): every
// wallet connected stays connected and listed; the one that acts in a namespace is section 4's
// connector id there, and its account that namespace's account; switching is instant and asks
// no wallet; disconnecting one leaves the others, the next one acting. Off, section 4's one
// wallet per namespace stays as it was, and a wallet another replaced moves nothing.
import { describe, expect, it, vi } from 'vitest'
import type { ChainNamespace } from '../../src/contract'
import { connectRequested, disconnectRequested } from '../../src/features/connection/actions'
import { connectorConnected } from '../../src/features/connection/connectorsSlice'
import { connectionDisconnectRequested, connectionSwitchRequested } from '../../src/features/connections/actions'
import { selectConnections } from '../../src/features/connections/selectors'
import { openRequested } from '../../src/features/modal/actions'
import { snackbarRequested } from '../../src/features/snackbar/snackbarSlice'
import { mainnet, polygon, solana } from '../../src/networks'
import { storagePrefix } from '../../src/store/storage/porticoStorage'
import { memoryStore, type KeyValueStore } from '../../src/store/storage/porticoStorage'
import { rejection } from '../support/fakeConnector'
import { porticoForTest } from '../support/portico'
import { connectedInOrder, connectInModal, namedWallet, type NamedWallet, type Portico } from '../support/walletsAtOnce'
import { flowStep } from '../support/waits'

const alice = '0xA11CE00000000000000000000000000000000001'
const bob = '0xB0B0000000000000000000000000000000000002'
const carol = 'CaroLSoLana1111111111111111111111111111111'

/** What the wallet was asked that its user sees (connecting, disconnecting, switching): reads left out. */
const prompts = (fake: NamedWallet) =>
  fake.calls.map((c) => c.method).filter((method) => method !== 'walletAssets' && method !== 'estimateFee')

const listed = (p: Portico) =>
  selectConnections(p.store.getState()).map((c) => [
    c.wallet.name,
    Object.values(c.namespaces).map((a) => a.caipAddress),
  ])
const acting = (p: Portico, namespace: ChainNamespace = 'eip155') => ({
  connectorId: p.state().connectors.connectedIdByNamespace[namespace],
  address: p.state().account[namespace]?.address,
  status: p.state().account[namespace]?.status,
})

const multiConfig = { multiWallet: true, networks: [mainnet, polygon, solana] }

/** The three wallets of the visit, on a page (a fresh one each reload). */
function walletsOnThePage() {
  return {
    a: namedWallet('Alpha', alice),
    b: namedWallet('Beta', bob),
    s: namedWallet('Sol', carol, 'solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  }
}

/** Two EVM wallets and a Solana one, connected in that order. */
async function threeWallets(kv = memoryStore()) {
  const p = porticoForTest(multiConfig, { kv })
  const { a, b, s } = walletsOnThePage()
  await connectedInOrder(p, a, b, s)
  return { p, a, b, s }
}

/** What the snackbar said of the wallets (the closed test hosts' balance failures left out). */
const walletNotices = (p: Portico) =>
  p
    .dispatched(snackbarRequested.type)
    .map((a) => (a as ReturnType<typeof snackbarRequested>).payload)
    .filter(({ message }) => message.startsWith('snackbar.wallet'))
    .map(({ message, values }) => ({ message, ...values }))

/** The page reloaded: a new store on the same storage, the page's wallets announcing again. */
async function reloaded(kv: KeyValueStore, fakes = walletsOnThePage()) {
  const p = porticoForTest(multiConfig, { kv, start: false })
  for (const fake of Object.values(fakes)) p.registry.add(fake.connector)
  const { startPortico } = await import('../../src/composition/portico')
  startPortico(p.store.dispatch, { isMobile: false, isIosSafari: false })
  await vi.waitFor(() => expect(p.state().connectors.restored).toBe(true), flowStep)
  return { p, ...fakes }
}

describe('several wallets at once', () => {
  it('a second EVM wallet and a Solana one join the first: all listed in order, the last of each namespace acting', async () => {
    const { p, a } = await threeWallets()
    expect(listed(p)).toEqual([
      ['Alpha', [`eip155:1:${alice}`]],
      ['Beta', [`eip155:1:${bob}`]],
      ['Sol', [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${carol}`]],
    ])
    expect(acting(p)).toEqual({ connectorId: 'announced:beta', address: bob, status: 'connected' })
    expect(acting(p, 'solana')).toMatchObject({ connectorId: 'announced:sol', address: carol })
    // The first was never let go.
    expect(prompts(a)).toEqual(['connect'])
  })

  it("a host's own connects, the modal never opened: each wallet listed as it connects", async () => {
    const p = porticoForTest(multiConfig)
    const { a, b } = walletsOnThePage()
    p.registry.add(a.connector)
    p.registry.add(b.connector)
    // The second asked the moment the first connected, before anything else could come in between.
    const unsubscribe = p.store.subscribe(() => {
      if (acting(p).connectorId !== 'announced:alpha') return
      unsubscribe()
      p.store.dispatch(connectRequested({ connectorId: b.connector.info.id }))
    })
    p.store.dispatch(connectRequested({ connectorId: a.connector.info.id }))
    await vi.waitFor(() => expect(listed(p).map(([name]) => name)).toEqual(['Alpha', 'Beta']), flowStep)
    expect(acting(p).connectorId).toBe('announced:beta')
  })

  it('switching is instant and asks no wallet; switching back and forth twice in a row', async () => {
    const { p, a, b } = await threeWallets()
    for (let round = 0; round < 2; round++) {
      p.store.dispatch(connectionSwitchRequested({ connectorId: a.connector.info.id }))
      expect(acting(p)).toEqual({ connectorId: 'announced:alpha', address: alice, status: 'connected' })
      expect(p.state().account.eip155?.connectedWalletInfo?.name).toBe('Alpha')
      p.store.dispatch(connectionSwitchRequested({ connectorId: b.connector.info.id }))
      expect(acting(p)).toEqual({ connectorId: 'announced:beta', address: bob, status: 'connected' })
    }
    expect([...prompts(a), ...prompts(b)]).toEqual(['connect', 'connect'])
    expect(p.dispatched('portico/connectionSwitched')).toHaveLength(4)
    // The Solana wallet acted throughout.
    expect(acting(p, 'solana').connectorId).toBe('announced:sol')
  })

  it('a wallet that does not act changes its own record, never the account that acts; its leaving takes it off the list', async () => {
    const { p, a } = await threeWallets()
    const other = '0xA11CE00000000000000000000000000000000009'
    a.emit({ type: 'accountsChanged', accounts: [other] })
    a.emit({ type: 'chainChanged', caipNetworkId: 'eip155:137' })
    expect(acting(p)).toEqual({ connectorId: 'announced:beta', address: bob, status: 'connected' })
    expect(p.state().chain.activeCaipNetworkId).not.toBe('eip155:137')
    expect(listed(p)[0]).toEqual(['Alpha', [`eip155:137:${other}`]])
    // Switching to it later finds it where it went.
    p.store.dispatch(connectionSwitchRequested({ connectorId: a.connector.info.id }))
    expect(p.state().account.eip155?.caipAddress).toBe(`eip155:137:${other}`)
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:137')
    p.store.dispatch(connectionSwitchRequested({ connectorId: 'announced:beta' }))
    a.emit({ type: 'disconnect' })
    expect(listed(p).map(([name]) => name)).toEqual(['Beta', 'Sol'])
    expect(acting(p).connectorId).toBe('announced:beta')
  })

  it('connecting a wallet already connected says so, makes it act, and asks it nothing', async () => {
    const { p, a } = await threeWallets()
    p.store.dispatch(connectRequested({ connectorId: a.connector.info.id }))
    await vi.waitFor(() => expect(acting(p).connectorId).toBe('announced:alpha'), flowStep)
    expect(prompts(a)).toEqual(['connect'])
    expect(listed(p)).toHaveLength(3)
    expect(p.dispatched(snackbarRequested.type).at(-1)?.payload).toMatchObject({
      message: 'snackbar.walletAlreadyConnected',
      values: { name: 'Alpha' },
    })
    expect(p.state().router.history.at(-1)?.view).toBe('Account')
  })

  it('a wallet declined while another is connected in its namespace: the connected one stays as it was', async () => {
    const p = porticoForTest({ multiWallet: true })
    const a = namedWallet('Alpha', alice)
    const b = namedWallet('Beta', bob)
    p.registry.add(a.connector)
    p.registry.add(b.connector)
    await connectInModal(p, a)
    b.script.connect = () => Promise.reject(rejection())
    for (let round = 0; round < 2; round++) {
      p.store.dispatch(connectRequested({ connectorId: b.connector.info.id }))
      expect(acting(p)).toEqual({ connectorId: 'announced:alpha', address: alice, status: 'connected' })
      await vi.waitFor(() => expect(p.state().connectors.attempt.status).toBe('declined'), flowStep)
      expect(acting(p)).toEqual({ connectorId: 'announced:alpha', address: alice, status: 'connected' })
    }
    expect(listed(p).map(([name]) => name)).toEqual(['Alpha'])
  })

  it('disconnecting the wallet that acts tells it alone; the next of its namespace acts; the last one disconnects as section 4 says', async () => {
    const { p, a, b, s } = await threeWallets()
    p.store.dispatch(connectionDisconnectRequested({ connectorId: b.connector.info.id }))
    await vi.waitFor(() => expect(acting(p).connectorId).toBe('announced:alpha'), flowStep)
    expect(prompts(b)).toEqual(['connect', 'disconnect'])
    expect(prompts(a)).toEqual(['connect'])
    expect(acting(p)).toEqual({ connectorId: 'announced:alpha', address: alice, status: 'connected' })
    expect(listed(p).map(([name]) => name)).toEqual(['Alpha', 'Sol'])
    // The only wallet of its namespace: told, off the list, its namespace disconnected; the EVM one acts on.
    p.store.dispatch(connectionDisconnectRequested({ connectorId: s.connector.info.id }))
    await vi.waitFor(() => expect(acting(p, 'solana').status).toBe('disconnected'), flowStep)
    expect(listed(p).map(([name]) => name)).toEqual(['Alpha'])
    expect(prompts(s)).toEqual(['connect', 'disconnect'])
    expect(acting(p)).toEqual({ connectorId: 'announced:alpha', address: alice, status: 'connected' })
    // The last one, from Account.
    p.store.dispatch(openRequested())
    expect(p.state().router.history.at(-1)?.view).toBe('Account')
    p.store.dispatch(connectionDisconnectRequested({ connectorId: a.connector.info.id }))
    await vi.waitFor(() => expect(acting(p).status).toBe('disconnected'), flowStep)
    expect(p.dispatched('portico/disconnectSucceeded')).toHaveLength(1)
    expect(p.state().router.history.at(-1)?.view).toBe('Connect')
    expect(listed(p)).toEqual([])
  })

  it('disconnecting a wallet that does not act tells it alone and moves nothing else', async () => {
    const { p, a, b } = await threeWallets()
    p.store.dispatch(connectionDisconnectRequested({ connectorId: a.connector.info.id }))
    await vi.waitFor(() => expect(prompts(a)).toEqual(['connect', 'disconnect']), flowStep)
    expect(listed(p).map(([name]) => name)).toEqual(['Beta', 'Sol'])
    expect(acting(p)).toEqual({ connectorId: 'announced:beta', address: bob, status: 'connected' })
    expect(prompts(b)).toEqual(['connect'])
    // Its events no longer reach anything.
    expect(a.listenerCount()).toBe(0)
  })

  it("the acting wallet's own disconnect: the next one acts; Disconnect tells every wallet and leaves none", async () => {
    const { p, a, b, s } = await threeWallets()
    b.emit({ type: 'disconnect' })
    await vi.waitFor(() => expect(acting(p).connectorId).toBe('announced:alpha'), flowStep)
    expect(listed(p).map(([name]) => name)).toEqual(['Alpha', 'Sol'])
    p.store.dispatch(disconnectRequested())
    await vi.waitFor(() => expect(p.dispatched('portico/disconnectSucceeded')).toHaveLength(1), flowStep)
    expect(prompts(a).at(-1)).toBe('disconnect')
    expect(prompts(s).at(-1)).toBe('disconnect')
    expect([acting(p).status, acting(p, 'solana').status]).toEqual(['disconnected', 'disconnected'])
    expect(listed(p)).toEqual([])
  })
})

describe('one wallet per namespace (multiWallet off, section 4)', () => {
  it('a second EVM wallet replaces the first, and the first one moves nothing after', async () => {
    const p = porticoForTest()
    const a = namedWallet('Alpha', alice)
    await connectedInOrder(p, a, namedWallet('Beta', bob))
    expect(acting(p)).toEqual({ connectorId: 'announced:beta', address: bob, status: 'connected' })
    a.emit({ type: 'accountsChanged', accounts: [] })
    a.emit({ type: 'chainChanged', caipNetworkId: 'eip155:137' })
    expect(acting(p)).toEqual({ connectorId: 'announced:beta', address: bob, status: 'connected' })
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:1')
    expect(p.dispatched('portico/inactiveWalletChanged')).toEqual([])
  })
})

describe('several wallets at once, after a reload', () => {
  it('20 reloads in a row bring every wallet back, silently, in the same order, with the same ones acting', async () => {
    const kv = memoryStore()
    const { p, a } = await threeWallets(kv)
    // Alpha acts again before the first reload.
    p.store.dispatch(connectionSwitchRequested({ connectorId: a.connector.info.id }))
    await vi.waitFor(() => expect(kv.getItem(`${storagePrefix}connectorIds`)).toContain('announced:alpha'), flowStep)
    for (let reload = 0; reload < 20; reload++) {
      const again = await reloaded(kv)
      expect(listed(again.p)).toEqual([
        ['Alpha', [`eip155:1:${alice}`]],
        ['Beta', [`eip155:1:${bob}`]],
        ['Sol', [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${carol}`]],
      ])
      expect(acting(again.p)).toEqual({ connectorId: 'announced:alpha', address: alice, status: 'connected' })
      expect(acting(again.p, 'solana').connectorId).toBe('announced:sol')
      // No other wallet acted on the way, not even for a moment: only those that acted came back acting.
      expect(
        again.p.dispatched(connectorConnected.type).map((a) => (a as ReturnType<typeof connectorConnected>).payload),
      ).toEqual(
        expect.arrayContaining([
          { namespace: 'eip155', connectorId: 'announced:alpha' },
          { namespace: 'solana', connectorId: 'announced:sol' },
        ]),
      )
      expect(again.p.dispatched(connectorConnected.type)).toHaveLength(2)
      for (const fake of [again.a, again.b, again.s])
        expect(fake.calls.filter((c) => c.method === 'connect')).toEqual([
          { method: 'connect', args: expect.objectContaining({ silent: true }) },
        ])
      expect(walletNotices(again.p)).toEqual([])
    }
  })

  it('a wallet that no longer answers is dropped and said; the others come back, the next acting in its place', async () => {
    const kv = memoryStore()
    await threeWallets(kv)
    const fakes = walletsOnThePage()
    // Beta acted in eip155; it has forgotten the site since.
    fakes.b.script.connect = () => Promise.reject(Object.assign(new Error('Unauthorized'), { code: 4100 }))
    const { p } = await reloaded(kv, fakes)
    await vi.waitFor(() => expect(acting(p).connectorId).toBe('announced:alpha'), flowStep)
    expect(listed(p).map(([name]) => name)).toEqual(['Alpha', 'Sol'])
    expect(acting(p, 'solana').connectorId).toBe('announced:sol')
    expect(walletNotices(p)).toEqual([{ message: 'snackbar.walletsNoLongerConnected', names: 'Beta' }])
    // The next visit finds the two that stayed.
    await vi.waitFor(
      () =>
        expect(JSON.parse(kv.getItem(`${storagePrefix}connections`)!)).toEqual([
          { connectorId: 'announced:alpha', name: 'Alpha' },
          { connectorId: 'announced:sol', name: 'Sol' },
        ]),
      flowStep,
    )
    const next = await reloaded(kv)
    expect(listed(next.p).map(([name]) => name)).toEqual(['Alpha', 'Sol'])
    expect(next.b.calls).toEqual([])
  })

  it('without multiWallet, the last visit brings back what section 4 keeps: one wallet per namespace', async () => {
    const kv = memoryStore()
    await threeWallets(kv)
    const fakes = walletsOnThePage()
    const p = porticoForTest({ networks: [mainnet, polygon, solana] }, { kv, start: false })
    for (const fake of Object.values(fakes)) p.registry.add(fake.connector)
    const { startPortico } = await import('../../src/composition/portico')
    startPortico(p.store.dispatch, { isMobile: false, isIosSafari: false })
    await vi.waitFor(() => expect(p.state().connectors.restored).toBe(true), flowStep)
    expect(acting(p).connectorId).toBe('announced:beta')
    expect(acting(p, 'solana').connectorId).toBe('announced:sol')
    expect(fakes.a.calls).toEqual([])
  })
})
