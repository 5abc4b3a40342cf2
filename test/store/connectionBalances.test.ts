// Several wallets at once (the host's `multiWallet`; README "Several wallets at once"): every
// listed wallet has its native balance. The one acting in a namespace has its account's (the
// balances flow, which may ask that wallet); any other's comes from the Blockchain API's balance
// call for its own address, never from a wallet, and follows it to another account or network.
// On a real store against the Node mocks; each wallet reports its own assets (ERC-7811), so a
// balance read from a wallet would show.
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fixtures, stateNames } from '../../mocks/db'
import { createNodeMocks } from '../../mocks/node'
import type { CaipAddress } from '../../src/contract'
import { snackbarRequested } from '../../src/features/snackbar/snackbarSlice'
import { mainnet, polygon } from '../../src/networks'
import { mockedHosts, porticoForTest } from '../support/portico'
import { connectInModal, namedWallet, type Portico } from '../support/walletsAtOnce'
import { flowStep } from '../support/waits'

const mocks = createNodeMocks()
const seen: URL[] = []
mocks.server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url)))
/** The accounts the balance call was asked about, in order (`/v1/account/{address}/balance`). */
const balanceAsked = () =>
  seen.filter((url) => url.pathname.endsWith('/balance')).map((url) => url.pathname.split('/').at(-2))

beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  mocks.server.resetHandlers()
  mocks.faults.clear()
  mocks.useState(stateNames.defaultData)
  seen.length = 0
})
afterAll(() => mocks.server.close())

/** Holds 1.2345 ETH on Ethereum and 350.75 POL on Polygon in the mocks. */
const alice = fixtures.account
/** Holds 0.8 ETH on Ethereum in the mocks. */
const other = fixtures.otherAccount
/** Holds nothing in the mocks. */
const bob = '0xB0B0000000000000000000000000000000000002'
const nobody = '0x3333333333333333333333333333333333333333'

/** What every wallet of this file says it holds (wallet_getAssets): 2 ETH, whichever account it is asked about. */
const walletReport = {
  '0x1': [
    {
      address: 'native',
      balance: '0x1bc16d674ec80000',
      type: 'NATIVE',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://icons.example/eth.png' },
    },
  ],
}

/** A browser wallet connecting as `address` on Ethereum, reporting its assets when asked. */
function wallet(name: string, address: string) {
  const fake = namedWallet(name, address)
  fake.connector.getProvider = () => ({
    request: ({ method }: { method: string }) => {
      if (method === 'wallet_getCapabilities')
        return Promise.resolve({ '0x1': { assetDiscovery: { supported: true } } })
      if (method === 'wallet_getAssets') return Promise.resolve(walletReport)
      return Promise.reject(Object.assign(new Error('not here'), { code: 4200 }))
    },
  })
  return fake
}

/** The accounts a wallet was asked about its assets. */
const assetsAskedOf = (fake: ReturnType<typeof wallet>) =>
  fake.calls.filter((c) => c.method === 'walletAssets').map((c) => (c.args as { address: string }).address)

async function connect(p: Portico, fake: ReturnType<typeof wallet>) {
  await connectInModal(p, fake)
  // Its own balance, from its own report.
  await vi.waitFor(() => expect(p.state().account.eip155?.tokenBalanceStatus).toBe('loaded'), flowStep)
}

/** Alpha (on `alice`) connected, then Beta (on `bob`): Beta acts, Alpha is listed beside it. */
async function alphaThenBeta({ multiWallet = true } = {}) {
  const p = porticoForTest({ multiWallet, networks: [mainnet, polygon], baseUrls: mockedHosts })
  const a = wallet('Alpha', alice)
  const b = wallet('Beta', bob)
  p.registry.add(a.connector)
  p.registry.add(b.connector)
  await connect(p, a)
  await connect(p, b)
  return { p, a, b }
}

const balanceOf = (p: Portico, caipAddress: string) => p.state().connections?.balances[caipAddress as CaipAddress]

describe('every listed wallet has its native balance', () => {
  it('a wallet that does not act: from the Blockchain API for its own address, never from a wallet', async () => {
    const { p, a, b } = await alphaThenBeta()
    await vi.waitFor(
      () => expect(balanceOf(p, `eip155:1:${alice}`)).toEqual({ amount: '1.2345', symbol: 'ETH' }),
      flowStep,
    )
    // The balance call was asked about Alpha's account alone (each acting one's came from its own report).
    expect(balanceAsked()).toEqual([alice])
    // Alpha was asked about its assets once, while it acted; Beta only ever about its own account.
    expect(assetsAskedOf(a)).toEqual([alice])
    expect(assetsAskedOf(b)).toEqual([bob])
    // The one acting keeps its account's balance: its wallet's report.
    expect(p.state().account.eip155).toMatchObject({ balance: '2', balanceSymbol: 'ETH' })
    expect(balanceOf(p, `eip155:1:${bob}`)).toBeUndefined()
  })

  it('it moves to another account, then another network: the balance follows', async () => {
    const { p, a, b } = await alphaThenBeta()
    await vi.waitFor(() => expect(balanceOf(p, `eip155:1:${alice}`)).toBeDefined(), flowStep)
    a.emit({ type: 'accountsChanged', accounts: [other] })
    await vi.waitFor(
      () => expect(balanceOf(p, `eip155:1:${other}`)).toEqual({ amount: '0.8', symbol: 'ETH' }),
      flowStep,
    )
    expect(balanceAsked()).toEqual([alice, other])
    expect(seen.at(-1)?.searchParams.get('chainId')).toBe('eip155:1')
    // The account it left is let go.
    expect(balanceOf(p, `eip155:1:${alice}`)).toBeUndefined()
    a.emit({ type: 'chainChanged', caipNetworkId: 'eip155:137' })
    await vi.waitFor(
      () => expect(balanceOf(p, `eip155:137:${other}`)).toEqual({ amount: '0', symbol: 'POL' }),
      flowStep,
    )
    expect(balanceAsked()).toEqual([alice, other, other])
    expect(
      seen
        .filter((url) => url.pathname.endsWith('/balance'))
        .at(-1)
        ?.searchParams.get('chainId'),
    ).toBe('eip155:137')
    expect(assetsAskedOf(a)).toEqual([alice])
    expect(assetsAskedOf(b)).toEqual([bob])
  })

  it('an answer for an account it has left since is dropped', async () => {
    const { p, a } = await alphaThenBeta()
    await vi.waitFor(() => expect(balanceOf(p, `eip155:1:${alice}`)).toBeDefined(), flowStep)
    mocks.faults.set('blockchain.balance', { kind: 'slow', ms: 100 })
    a.emit({ type: 'accountsChanged', accounts: [other] })
    await vi.waitFor(() => expect(balanceAsked()).toEqual([alice, other]), flowStep)
    a.emit({ type: 'accountsChanged', accounts: [nobody] })
    await vi.waitFor(() => expect(balanceOf(p, `eip155:1:${nobody}`)).toEqual({ amount: '0', symbol: 'ETH' }), flowStep)
    expect(balanceAsked()).toEqual([alice, other, nobody])
    expect(p.state().connections?.balances).toEqual({ [`eip155:1:${nobody}`]: { amount: '0', symbol: 'ETH' } })
  })

  it('a failure leaves the balance out, and says nothing', async () => {
    mocks.server.use(
      http.get(
        `https://rpc.walletconnect.org/v1/account/${alice}/balance`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    )
    const { p } = await alphaThenBeta()
    await vi.waitFor(() => expect(balanceAsked()).toEqual([alice]), flowStep)
    await new Promise((r) => setTimeout(r, 50))
    expect(p.state().connections?.balances).toEqual({})
    expect(p.dispatched(snackbarRequested.type)).toEqual([])
  })

  it('without multiWallet, the wallet another replaced is asked about nowhere', async () => {
    const { p, a } = await alphaThenBeta({ multiWallet: false })
    await new Promise((r) => setTimeout(r, 50))
    expect(balanceAsked()).toEqual([])
    expect(assetsAskedOf(a)).toEqual([alice])
    expect(p.state().connections?.balances).toEqual({})
  })
})
