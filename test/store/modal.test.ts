import { afterEach, describe, expect, it, vi } from 'vitest'
import { authConnectorReloadRequested } from '../../src/features/connection/actions'
import { backRequested, closeRequested, openRequested, shakeRequested } from '../../src/features/modal/actions'
import { shakeMs } from '../../src/features/modal/modalFlow'
import { farcasterReloadDelayMs } from '../../src/features/embeddedWallet/farcasterLoginFlow'
import { accountConnected, farcasterUrlChanged } from '../../src/features/account/accountSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { porticoForTest } from '../support/portico'

afterEach(() => vi.useRealTimers())
const views = (p: ReturnType<typeof porticoForTest>) => p.state().router.history.map((e) => e.view)
const connect = (p: ReturnType<typeof porticoForTest>) =>
  p.store.dispatch(
    accountConnected({
      namespace: 'eip155',
      caipAddress: 'eip155:1:0x1111111111111111111111111111111111111111',
      wallet: { name: 'W', type: 'ANNOUNCED' },
    }),
  )

describe('the opening rule, in its order (section 2)', () => {
  it('1. manual WalletConnect shows ConnectingWalletConnectBasic on desktop', () => {
    const p = porticoForTest({ manualWalletConnect: true })
    p.store.dispatch(openRequested({ view: 'Networks' }))
    expect(views(p)).toEqual(['ConnectingWalletConnectBasic'])
  })

  it('1. manual WalletConnect shows AllWallets on mobile', () => {
    const p = porticoForTest({ manualWalletConnect: true }, { environment: { isMobile: true } })
    p.store.dispatch(openRequested())
    expect(views(p)).toEqual(['AllWallets'])
  })

  it('1. no adapters and no address shows ConnectingWalletConnectBasic', () => {
    const p = porticoForTest({ namespaces: [] })
    p.store.dispatch(openRequested())
    expect(views(p)).toEqual(['ConnectingWalletConnectBasic'])
  })

  it('2. a requested view is shown with its data', () => {
    const p = porticoForTest()
    connect(p)
    p.store.dispatch(openRequested({ view: 'Networks', data: { caipNetworkId: 'eip155:137' } }))
    expect(p.state().router.history).toEqual([{ view: 'Networks', data: { caipNetworkId: 'eip155:137' } }])
    expect(p.state().modal.open).toBe(true)
  })

  it('3. a connected address shows Account', () => {
    const p = porticoForTest()
    connect(p)
    p.store.dispatch(openRequested())
    expect(views(p)).toEqual(['Account'])
  })

  it('4. otherwise Connect', () => {
    const p = porticoForTest()
    p.store.dispatch(openRequested())
    expect(views(p)).toEqual(['Connect'])
  })
})

describe('closing (section 2)', () => {
  it('is blocked on ApproveTransaction unless forced, and the modal shakes instead', () => {
    const p = porticoForTest()
    p.store.dispatch(openRequested({ view: 'ApproveTransaction' }))
    p.store.dispatch(closeRequested())
    expect(p.state().modal).toMatchObject({ open: true, shake: true })
    p.store.dispatch(closeRequested({ force: true }))
    expect(p.state().modal.open).toBe(false)
  })

  it('in embedded mode goes to Account when connected instead of hiding', () => {
    const p = porticoForTest({ embedded: true })
    connect(p)
    p.store.dispatch(openRequested({ view: 'Networks' }))
    p.store.dispatch(closeRequested())
    expect(p.state().modal.open).toBe(true)
    expect(views(p)).toEqual(['Account'])
  })

  it('in embedded mode goes to Connect when disconnected', () => {
    const p = porticoForTest({ embedded: true })
    p.store.dispatch(openRequested({ view: 'AllWallets' }))
    p.store.dispatch(closeRequested())
    expect(views(p)).toEqual(['Connect'])
  })

  it('is disabled on the sign view when SIWX is required and no session exists', () => {
    const p = porticoForTest({ siwx: { required: true } })
    p.store.dispatch(openRequested({ view: 'SIWXSignMessage' }))
    p.store.dispatch(closeRequested())
    expect(p.state().modal.open).toBe(true)
  })
})

describe('going back (section 2)', () => {
  it('pops when more than one entry remains', () => {
    const p = porticoForTest()
    p.store.dispatch(openRequested())
    p.store.dispatch(pushed({ view: 'AllWallets' }))
    p.store.dispatch(backRequested())
    expect(views(p)).toEqual(['Connect'])
    expect(p.state().modal.open).toBe(true)
  })

  it('closes the modal when only one entry remains', () => {
    const p = porticoForTest()
    p.store.dispatch(openRequested())
    p.store.dispatch(backRequested())
    expect(p.state().modal.open).toBe(false)
  })

  it('closes the modal when UnsupportedChain is in the history', () => {
    const p = porticoForTest()
    p.store.dispatch(openRequested({ view: 'UnsupportedChain' }))
    p.store.dispatch(pushed({ view: 'Networks' }))
    p.store.dispatch(backRequested())
    expect(p.state().modal.open).toBe(false)
  })
})

describe('timed rules', () => {
  it('a shake lasts 500 ms', async () => {
    vi.useFakeTimers()
    const p = porticoForTest()
    p.store.dispatch(shakeRequested())
    await vi.advanceTimersByTimeAsync(shakeMs - 1)
    expect(p.state().modal.shake).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(p.state().modal.shake).toBe(false)
  })

  it('leaving ConnectingFarcaster while disconnected clears the Farcaster URL, then reloads the auth connector after 100 ms', async () => {
    vi.useFakeTimers()
    const p = porticoForTest()
    p.store.dispatch(openRequested({ view: 'Connect' }))
    p.store.dispatch(pushed({ view: 'ConnectingFarcaster' }))
    p.store.dispatch(farcasterUrlChanged({ namespace: 'eip155', url: 'https://farcaster.example/connect' }))
    p.store.dispatch(backRequested())
    expect(p.state().account.eip155?.farcasterUrl).toBeUndefined()
    await vi.advanceTimersByTimeAsync(farcasterReloadDelayMs - 1)
    expect(p.dispatched(authConnectorReloadRequested.type)).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(p.dispatched(authConnectorReloadRequested.type)).toHaveLength(1)
  })

  it('leaving ConnectingFarcaster while connected keeps the Farcaster URL', () => {
    const p = porticoForTest()
    connect(p)
    p.store.dispatch(openRequested({ view: 'ConnectingFarcaster' }))
    p.store.dispatch(farcasterUrlChanged({ namespace: 'eip155', url: 'https://farcaster.example/connect' }))
    p.store.dispatch(pushed({ view: 'Account' }))
    expect(p.state().account.eip155?.farcasterUrl).toBe('https://farcaster.example/connect')
  })
})
