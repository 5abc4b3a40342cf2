// What a tab keeps of itself for when the OS discards and reloads it (features/keptPage): the
// modal and its views, the views' drafts, Send's and Swap's forms as typed; never a code, never
// what a view shows as truth about money; a few KB at most; checked by its schema when read back.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import {
  isKeptDraft,
  keptDraftsOf,
  keptPageLimits,
  keptPageOf,
  secretDrafts,
  viewsToRestore,
} from '../../src/features/keptPage/keptPage'
import { isFresh, keptPageMaxAgeMs } from '../../src/features/keptPage/keptPageFlow'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed, reset } from '../../src/features/modal/routerSlice'
import type { View } from '../../src/features/modal/views'
import {
  amountChanged,
  gasEstimateChanged,
  receiverChanged,
  receiverResolved,
  tokenChosen,
} from '../../src/features/send/sendSlice'
import { swapAmountTyped, swapTokenChosen } from '../../src/features/swap/actions'
import { swapQuoteReady, swapTokensLoading } from '../../src/features/swap/swapSlice'
import { createPorticoStorage, memoryStore, storagePrefix } from '../../src/store/storage/porticoStorage'
import { porticoForTest } from '../support/portico'

const now = 1_750_000_000_000
const usdc = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const dai = 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A store (no wallet) with the modal open on `views`. */
function openOn(...views: View[]) {
  const p = porticoForTest()
  const [first, ...rest] = views
  p.store.dispatch(reset({ view: first! }))
  for (const view of rest) p.store.dispatch(pushed({ view }))
  p.store.dispatch(opened())
  return p
}

describe('the views kept', () => {
  it('the modal open on its views, the last on top', () => {
    const p = openOn('Account', 'Send')
    expect(keptPageOf(p.store.getState(), [], now)?.modal).toEqual({ open: true, views: ['Account', 'Send'] })
  })

  it('never one mid-attempt (ApproveTransaction, a Connecting view): the view before it stands', () => {
    const sending = openOn('Account', 'Send', 'ApproveTransaction')
    expect(keptPageOf(sending.store.getState(), [], now)?.modal.views).toEqual(['Account', 'Send'])
    const connecting = openOn('Connect', 'AllWallets', 'ConnectingWalletConnect')
    expect(keptPageOf(connecting.store.getState(), [], now)?.modal.views).toEqual(['Connect', 'AllWallets'])
    const signing = openOn('SIWXSignMessage')
    expect(keptPageOf(signing.store.getState(), [], now)?.modal.views).toEqual([])
  })

  it(`the last ${keptPageLimits.views} at most`, () => {
    const views: View[] = Array.from({ length: 14 }, (_, i) => (i % 2 ? 'Networks' : 'Account'))
    expect(keptPageOf(openOn(...views).store.getState(), [], now)?.modal.views).toHaveLength(keptPageLimits.views)
  })

  it('a closed modal keeps no views, and a page with nothing typed keeps nothing', () => {
    const p = porticoForTest()
    expect(keptPageOf(p.store.getState(), [], now)).toBeUndefined()
    expect(keptPageOf(p.store.getState(), [['Connect.email', 'a@b.co']], now)?.modal).toEqual({
      open: false,
      views: [],
    })
  })

  it('shown again: the account views only with an account connected again (else the opening rule: Connect)', () => {
    expect(viewsToRestore(['Account', 'Send'], true)).toEqual(['Account', 'Send'])
    expect(viewsToRestore(['Account', 'Send'], false)).toEqual([])
    expect(viewsToRestore(['Connect', 'AllWallets'], false)).toEqual(['Connect', 'AllWallets'])
    expect(viewsToRestore(['Networks', 'Account', 'Networks'], false)).toEqual(['Networks'])
    expect(viewsToRestore(['ApproveTransaction', 'Connect'] as View[], false)).toEqual(['Connect'])
  })
})

describe('the drafts kept', () => {
  it('what was typed or opened to find something: strings and booleans', () => {
    const drafts: [string, unknown][] = [
      ['Connect.email', 'visitor@example.com'],
      ['AllWallets.search', 'meta'],
      ['Swap.search.from', 'us'],
      ['Swap.picker.to', true],
      ['History.network', 'eip155:137'],
    ]
    expect(keptDraftsOf(drafts)).toEqual(Object.fromEntries(drafts))
  })

  it('never a code sent to the visitor', () => {
    const drafts: [string, unknown][] = [
      ['EmailLogin.code', '123456'],
      ['UpdateEmail.code.VERIFY_PRIMARY_OTP', '654321'],
      ['UpdateEmail.email', 'new@example.com'],
    ]
    expect(keptDraftsOf(drafts)).toEqual({ 'UpdateEmail.email': 'new@example.com' })
  })

  it('nothing unlisted, nothing but strings and booleans, nothing too long', () => {
    expect(
      keptDraftsOf([
        ['Pay.amount', '12'],
        ['History.network', { caipNetworkId: 'eip155:1' }],
        ['AllWallets.search', 'x'.repeat(keptPageLimits.text + 1)],
        ['Connect.email', 42],
      ]),
    ).toEqual({})
  })

  it('every draft a view keeps is either kept or a secret: a new one is decided, not kept by default', () => {
    const root = join(import.meta.dirname, '../../src/views')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('.stories.'),
    )
    // useViewState('Key', …), useViewState(`Key.${side}`, …) and a key handed down (stateKey={`…`}).
    const keyOf = /(?:useViewState(?:<[^>]*>)?\(\s*|stateKey=\{?\s*)['"`]([^'"`]+)['"`]/g
    const keys = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(keyOf)].map((m) => m[1]!.replace(/\$\{\w+\}/g, 'from')),
    )
    expect(keys).toContain('Connect.email')
    expect(keys).toContain('EmailLogin.code')
    for (const key of keys)
      expect(isKeptDraft(key) || secretDrafts.some((rule) => rule.test(key)), `the draft ${key}`).toBe(true)
  })
})

describe('the forms kept', () => {
  it("Send as typed: token, amount (in its locale's separators), receiver; not what was looked up or estimated", async () => {
    const p = porticoForTest()
    await vi.waitFor(() => expect(p.state().send).toBeDefined())
    p.store.dispatch(tokenChosen({ chainId: 'eip155:1', address: usdc }))
    p.store.dispatch(amountChanged('1.234,5', { decimal: ',', group: '.' }))
    p.store.dispatch(receiverChanged('vitalik.eth'))
    p.store.dispatch(receiverResolved({ input: 'vitalik.eth', address: receiver, name: 'vitalik.eth' }))
    p.store.dispatch(gasEstimateChanged({ status: 'ready', feeWei: '21000' }))
    expect(keptPageOf(p.store.getState(), [], now)?.send).toEqual({
      token: { chainId: 'eip155:1', address: usdc },
      amount: '1.234,5',
      symbols: { decimal: ',', group: '.' },
      receiver: 'vitalik.eth',
    })
  })

  it('Swap as typed: its network, its sides, the amount; not its tokens, quote or fee', async () => {
    const p = porticoForTest()
    await vi.waitFor(() => expect(p.state().swap).toBeDefined())
    p.store.dispatch(swapTokensLoading({ network: 'eip155:1' }))
    p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: usdc }))
    p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: dai }))
    p.store.dispatch(swapAmountTyped({ amount: '5' }))
    p.store.dispatch(swapQuoteReady({ from: usdc, to: dai, amount: '5000000', toAmount: '1', needsApproval: true }))
    const kept = keptPageOf(p.store.getState(), [], now)
    expect(kept?.swap).toEqual({ network: 'eip155:1', from: usdc, to: dai, amount: '5' })
    expect(JSON.stringify(kept)).not.toMatch(/quote|toAmount|balance|gas|fee/i)
  })

  it('an empty form is not kept', async () => {
    const p = porticoForTest()
    await vi.waitFor(() => expect(p.state().send).toBeDefined())
    p.store.dispatch(swapTokensLoading({ network: 'eip155:1' }))
    expect(keptPageOf(p.store.getState(), [], now)).toBeUndefined()
  })

  it('at its bounds, a kept page is a few KB', async () => {
    const p = openOn(...Array.from({ length: 20 }, () => 'Networks' as const))
    await vi.waitFor(() => expect(p.state().send).toBeDefined())
    const long = 'x'.repeat(keptPageLimits.text)
    p.store.dispatch(tokenChosen({ chainId: 'eip155:1', address: usdc }))
    p.store.dispatch(amountChanged(long))
    p.store.dispatch(receiverChanged(long))
    p.store.dispatch(swapTokensLoading({ network: 'eip155:1' }))
    p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: usdc }))
    p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: dai }))
    p.store.dispatch(swapAmountTyped({ amount: long }))
    const drafts: [string, string][] = [
      'Connect.email',
      'AllWallets.search',
      'Swap.search.from',
      'Swap.search.to',
      'History.network',
      'UpdateEmail.email',
    ].map((key) => [key, long])
    const kept = keptPageOf(p.store.getState(), drafts, now)
    expect(new TextEncoder().encode(JSON.stringify(kept)).length).toBeLessThan(4096)
  })
})

describe('how long a kept page stands (30 minutes: ours, not the spec)', () => {
  it('up to 30 minutes old, not a moment more; never from the future', () => {
    expect(isFresh({ savedAt: now - keptPageMaxAgeMs }, now)).toBe(true)
    expect(isFresh({ savedAt: now - keptPageMaxAgeMs - 1 }, now)).toBe(false)
    expect(isFresh({ savedAt: now + 60_000 }, now)).toBe(false)
  })
})

describe('its schema, when read back', () => {
  const valid = {
    savedAt: now,
    modal: { open: true, views: ['Account', 'Send'] },
    drafts: { 'Connect.email': 'visitor@example.com', 'Swap.picker.from': true },
    send: { token: { chainId: 'eip155:1', address: usdc }, amount: '1.5', receiver },
    swap: { network: 'eip155:1', from: usdc, to: dai, amount: '5' },
  }
  const read = async (value: string) => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}keptPage`, value)
    const warn = vi.fn()
    const got = await createPorticoStorage(kv, warn).get('keptPage')
    return { got, warn, left: kv.getItem(`${storagePrefix}keptPage`) }
  }

  it('reads a kept page back as it was kept', async () => {
    expect((await read(JSON.stringify(valid))).got).toEqual(valid)
  })

  it.each([
    ['not JSON', '{"savedAt":'],
    ['another shape', JSON.stringify({ hello: 'world' })],
    ['a view that is never kept', JSON.stringify({ ...valid, modal: { open: true, views: ['ApproveTransaction'] } })],
    ['too many views', JSON.stringify({ ...valid, modal: { open: true, views: Array(11).fill('Account') } })],
    ['a draft that is neither text nor a yes/no', JSON.stringify({ ...valid, drafts: { 'Connect.email': {} } })],
    ['a draft too long', JSON.stringify({ ...valid, drafts: { 'Connect.email': 'x'.repeat(257) } })],
    ['a token that is no CAIP address', JSON.stringify({ ...valid, swap: { ...valid.swap, from: 'USDC' } })],
    ['a network that is no CAIP id', JSON.stringify({ ...valid, send: { ...valid.send, token: { chainId: '1' } } })],
    ['no time', JSON.stringify({ ...valid, savedAt: 'yesterday' })],
    ['null', 'null'],
  ])('ignores %s, with a warning, and removes it', async (_what, value) => {
    const { got, warn, left } = await read(value)
    expect(got).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('keptPage'))
    expect(left).toBeNull()
  })
})
