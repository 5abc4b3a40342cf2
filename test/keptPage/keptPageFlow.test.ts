// The kept page written when the page is hidden, and taken up once when a tab the OS discarded is
// loaded again: after the last visit's wallet came back (or not), drafts first, Send's form by the
// view's own actions, then the modal on its views; nothing asked of the wallet; then removed.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Middleware, UnknownAction } from '@reduxjs/toolkit'
import { createHarness } from '../../harness/porticoHarness'
import { startPortico } from '../../src/composition/portico'
import { pageHidden } from '../../src/features/keptPage/actions'
import type { KeptPage } from '../../src/features/keptPage/keptPage'
import { keptPageMaxAgeMs } from '../../src/features/keptPage/keptPageFlow'
import { viewDrafts } from '../../src/features/keptPage/viewDrafts'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { amountChanged, receiverChanged, tokenChosen } from '../../src/features/send/sendSlice'
import { swapAmountTyped, swapTokenChosen } from '../../src/features/swap/actions'
import { memoryStore, storagePrefix, type KeyValueStore } from '../../src/store/storage/porticoStorage'
import { fakeConnector } from '../support/fakeConnector'
import { testConfig } from '../support/portico'

const key = `${storagePrefix}keptPage`
const usdc = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const dai = 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// The chunks a reloaded tab loads (the checks, the restore), loaded once here: a test that waits
// for nothing to happen does not pass merely because they were still on their way.
beforeAll(() =>
  Promise.all([import('../../src/store/storage/keys'), import('../../src/features/keptPage/restoreKeptPage')]),
)
// The drafts are the page's memory, which a discarded tab loses.
beforeEach(() => viewDrafts.clear())

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

interface TabOptions {
  kv?: KeyValueStore
  tabKv?: KeyValueStore
  /** The last visit's wallet, stored, and here to come back (or late: added by the test). */
  wallet?: 'back' | 'late'
  middleware?: Middleware[]
}

/** A page loaded in a tab: its storage, its tab's storage, Portico started on it. */
async function loadPage({ kv = memoryStore(), tabKv = memoryStore(), wallet, middleware }: TabOptions = {}) {
  const fake = fakeConnector()
  if (wallet) kv.setItem(`${storagePrefix}connectorIds`, JSON.stringify({ eip155: fake.connector.info.id }))
  const p = createHarness({ config: testConfig, kv, tabKv, start: false, middleware })
  if (wallet === 'back') p.registry.add(fake.connector)
  startPortico(p.store.dispatch, { isMobile: false, isIosSafari: false })
  if (wallet !== 'late') await vi.waitFor(() => expect(p.state().connectors.restored).toBe(true))
  return { p, kv, tabKv, wallet: fake }
}

const keep = (tabKv: KeyValueStore, page: Partial<KeptPage>) =>
  tabKv.setItem(key, JSON.stringify({ savedAt: Date.now(), modal: { open: false, views: [] }, drafts: {}, ...page }))
const kept = (tabKv: KeyValueStore) => JSON.parse(tabKv.getItem(key) ?? 'null') as KeptPage | null
const views = (p: Awaited<ReturnType<typeof loadPage>>['p']) => p.state().router.history.map((entry) => entry.view)

/** The wallet asked nothing a visitor would see: no prompt to connect, sign, send or switch. */
const prompts = (wallet: ReturnType<typeof fakeConnector>) =>
  wallet.calls.filter(
    (call) =>
      !(call.method === 'connect' && (call.args as { silent?: boolean } | undefined)?.silent) &&
      call.method !== 'estimateFee' &&
      call.method !== 'walletAssets',
  )

describe('writing', () => {
  it('when the page is hidden: the modal, its views, the drafts kept', async () => {
    const { p, tabKv } = await loadPage()
    p.store.dispatch(openRequested({ view: 'Connect' }))
    p.store.dispatch(pushed({ view: 'AllWallets' }))
    viewDrafts.set('AllWallets.search', 'meta')
    viewDrafts.set('EmailLogin.code', '123456')
    p.store.dispatch(pageHidden())
    expect(kept(tabKv)).toEqual({
      savedAt: expect.any(Number),
      modal: { open: true, views: ['Connect', 'AllWallets'] },
      drafts: { 'AllWallets.search': 'meta' },
    })
  })

  it('nothing worth keeping: nothing kept', async () => {
    const { p, tabKv } = await loadPage()
    p.store.dispatch(pageHidden())
    expect(tabKv.getItem(key)).toBeNull()
  })

  it('not before the kept page was taken up: a tab hidden again at once keeps what it had', async () => {
    const tabKv = memoryStore()
    keep(tabKv, { modal: { open: true, views: ['Connect'] } })
    const before = tabKv.getItem(key)
    const { p, wallet } = await loadPage({ tabKv, wallet: 'late' })
    await settle()
    p.store.dispatch(pageHidden())
    expect(tabKv.getItem(key)).toBe(before)
    p.registry.add(wallet.connector)
    await vi.waitFor(() => expect(p.state().modal.open).toBe(true))
    expect(tabKv.getItem(key)).toBeNull()
  })
})

describe('reading, once', () => {
  it('the kept page is removed once taken up: a second load without hiding shows the page fresh', async () => {
    const tabKv = memoryStore()
    keep(tabKv, { modal: { open: true, views: ['Connect', 'AllWallets'] } })
    const first = await loadPage({ tabKv })
    await vi.waitFor(() => expect(views(first.p)).toEqual(['Connect', 'AllWallets']))
    expect(tabKv.getItem(key)).toBeNull()

    const second = await loadPage({ tabKv })
    await settle()
    expect(second.p.state().modal.open).toBe(false)
  })

  it('older than 30 minutes: left alone, and removed', async () => {
    const tabKv = memoryStore()
    keep(tabKv, { savedAt: Date.now() - keptPageMaxAgeMs - 1000, modal: { open: true, views: ['Networks'] } })
    const { p } = await loadPage({ tabKv })
    await vi.waitFor(() => expect(tabKv.getItem(key)).toBeNull())
    await settle()
    expect(p.state().modal.open).toBe(false)
  })

  it('under 30 minutes old: taken up', async () => {
    const tabKv = memoryStore()
    keep(tabKv, { savedAt: Date.now() - keptPageMaxAgeMs + 60_000, modal: { open: true, views: ['Networks'] } })
    const { p } = await loadPage({ tabKv })
    await vi.waitFor(() => expect(views(p)).toEqual(['Networks']))
  })

  it.each([
    ['not JSON', '{"modal":'],
    ['foreign data', JSON.stringify({ open: true, view: 'Send', amount: 1e21 })],
    ['a view never kept', JSON.stringify({ savedAt: Date.now(), modal: { open: true, views: ['Pay'] }, drafts: {} })],
  ])('%s: ignored, removed, nothing crashes', async (_what, value) => {
    const tabKv = memoryStore()
    tabKv.setItem(key, value)
    const { p } = await loadPage({ tabKv })
    await vi.waitFor(() => expect(tabKv.getItem(key)).toBeNull())
    await settle()
    expect(p.state().modal.open).toBe(false)
    // What the flows reported (the closed services' failures aside).
    const failures = p
      .dispatched('portico/errorReported')
      .filter((action) => !String((action.payload as { errorType?: string }).errorType).startsWith('api.'))
    expect(failures).toEqual([])
  })
})

describe('restoring', () => {
  it('a tab killed on Send comes back on Send with the form as typed, the wallet back and asked nothing', async () => {
    // The visit before: connected, Account → Send, the form filled, then hidden.
    const before = await loadPage({ wallet: 'back' })
    before.p.store.dispatch(openRequested())
    before.p.store.dispatch(pushed({ view: 'Send' }))
    before.p.store.dispatch(tokenChosen({ chainId: 'eip155:1', address: usdc }))
    before.p.store.dispatch(amountChanged('1,5', { decimal: ',', group: '.' }))
    before.p.store.dispatch(receiverChanged(receiver))
    viewDrafts.set('Connect.email', 'visitor@example.com')
    before.p.store.dispatch(pageHidden())
    viewDrafts.clear()

    // The OS reloads the tab: same storage, same tab storage, fresh memory.
    const { p, wallet } = await loadPage({ kv: before.kv, tabKv: before.tabKv, wallet: 'back' })
    await vi.waitFor(() => expect(views(p)).toEqual(['Account', 'Send']))
    expect(p.state().modal.open).toBe(true)
    expect(p.state().account.eip155?.status).toBe('connected')
    expect(p.state().send).toMatchObject({
      token: { chainId: 'eip155:1', address: usdc },
      sendTokenAmount: '1,5',
      amountSymbols: { decimal: ',', group: '.' },
      receiverInput: receiver,
    })
    expect(viewDrafts.get('Connect.email')).toBe('visitor@example.com')
    expect(prompts(wallet)).toEqual([])
  })

  it('in order: drafts in their map and Send typed by its own actions before the modal opens', async () => {
    const tabKv = memoryStore()
    keep(tabKv, {
      modal: { open: true, views: ['Account', 'Send'] },
      drafts: { 'Connect.email': 'visitor@example.com' },
      send: { token: { chainId: 'eip155:1' }, amount: '2', receiver: 'vitalik.eth' },
    })
    const seen: string[] = []
    const order: Middleware = () => (next) => (action) => {
      const { type } = action as UnknownAction
      if (type === openRequested.type) seen.push(`open (email draft: ${String(viewDrafts.get('Connect.email'))})`)
      if (([tokenChosen.type, amountChanged.type, receiverChanged.type, pushed.type] as string[]).includes(type))
        seen.push(type)
      return next(action)
    }
    const { p } = await loadPage({ tabKv, wallet: 'back', middleware: [order] })
    await vi.waitFor(() => expect(views(p)).toEqual(['Account', 'Send']))
    expect(seen).toEqual([
      tokenChosen.type,
      amountChanged.type,
      receiverChanged.type,
      'open (email draft: visitor@example.com)',
      pushed.type,
    ])
    // The name is looked up again, as when typed.
    expect(p.state().send?.receiverLookup).not.toBe('none')
  })

  it('the wallet not back: the account views are not shown, the opening rule is (Connect); the forms wait', async () => {
    const tabKv = memoryStore()
    keep(tabKv, {
      modal: { open: true, views: ['Account', 'Send'] },
      send: { amount: '2', receiver },
    })
    const { p } = await loadPage({ tabKv })
    await vi.waitFor(() => expect(p.state().modal.open).toBe(true))
    expect(views(p)).toEqual(['Connect'])
    expect(p.state().send?.sendTokenAmount ?? '').toBe('')
  })

  it('the modal closed: the drafts and forms come back, the modal stays closed', async () => {
    const tabKv = memoryStore()
    keep(tabKv, { drafts: { 'AllWallets.search': 'rain' }, send: { amount: '3', receiver: '' } })
    const { p } = await loadPage({ tabKv, wallet: 'back' })
    await vi.waitFor(() => expect(p.state().send?.sendTokenAmount).toBe('3'))
    expect(viewDrafts.get('AllWallets.search')).toBe('rain')
    expect(p.state().modal.open).toBe(false)
  })

  it('a drafts entry a page of another version kept, unlisted or secret: not put back', async () => {
    const tabKv = memoryStore()
    keep(tabKv, { drafts: { 'EmailLogin.code': '123456', 'Some.future': 'x', 'Connect.email': 'a@b.co' } })
    await loadPage({ tabKv })
    await vi.waitFor(() => expect(viewDrafts.get('Connect.email')).toBe('a@b.co'))
    expect(viewDrafts.has('EmailLogin.code')).toBe(false)
    expect(viewDrafts.has('Some.future')).toBe(false)
  })

  it('Swap comes back on Swap with its sides and amount, once its tokens load for the network it was typed on', async () => {
    const before = await loadPage({ wallet: 'back' })
    before.p.store.dispatch(openRequested())
    before.p.store.dispatch(pushed({ view: 'Swap' }))
    await vi.waitFor(() => expect(before.p.state().swap?.network).toBe('eip155:1'))
    before.p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: usdc }))
    before.p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: dai }))
    before.p.store.dispatch(swapAmountTyped({ amount: '5' }))
    before.p.store.dispatch(pageHidden())
    expect(kept(before.tabKv)?.swap).toEqual({ network: 'eip155:1', from: usdc, to: dai, amount: '5' })

    const { p, wallet } = await loadPage({ kv: before.kv, tabKv: before.tabKv, wallet: 'back' })
    await vi.waitFor(() => expect(p.state().swap).toMatchObject({ from: usdc, to: dai, amount: '5' }))
    expect(views(p)).toEqual(['Account', 'Swap'])
    expect(prompts(wallet)).toEqual([])
  })

  it("Swap's form, waiting for Swap to show, is kept again if the page hides before", async () => {
    const swap = { network: 'eip155:1', from: usdc, to: dai, amount: '5' }
    const tabKv = memoryStore()
    keep(tabKv, { modal: { open: true, views: ['Account'] }, swap })
    const { p } = await loadPage({ tabKv, wallet: 'back' })
    await vi.waitFor(() => expect(views(p)).toEqual(['Account']))
    p.store.dispatch(pageHidden())
    expect(kept(tabKv)?.swap).toEqual(swap)
    // Swap shown: its sides come back then.
    p.store.dispatch(pushed({ view: 'Swap' }))
    await vi.waitFor(() => expect(p.state().swap).toMatchObject({ from: usdc, to: dai, amount: '5' }))
  })

  it('opened meanwhile (by the host, a sign-in): what is open stands', async () => {
    const tabKv = memoryStore()
    keep(tabKv, { modal: { open: true, views: ['Networks'] } })
    const { p, wallet } = await loadPage({ tabKv, wallet: 'late' })
    p.store.dispatch(openRequested({ view: 'Connect' }))
    p.registry.add(wallet.connector)
    await vi.waitFor(() => expect(tabKv.getItem(key)).toBeNull())
    await settle()
    expect(views(p)).toEqual(['Connect'])
  })
})
