// The transactions Portico sent, each its own record (section 9: at most 99): each sent one joins
// the list pending (stamped by the pending flow), newest first; the flow follows it on the chain and
// its record says confirmed (or failed) once mined; a namespace's disconnect takes its own away.
// Once mined it is in the chain's transaction list (section 4): the history call is read again
// for the lists that show it, by a flow, not by the views.
import { createTestClient, createWalletClient, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { accountReset } from '../../src/features/account/accountSlice'
import {
  pendingAdded,
  pendingSettled,
  pendingSlice,
  pendingTransactionsLimit,
} from '../../src/features/transactions/pendingSlice'
import { transactionSent } from '../../src/features/send/actions'
import { openRequested } from '../../src/features/modal/actions'
import { anvil } from '../../src/networks'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { fixtures } from '../../mocks/db/fixtures'
import { blockchainApi } from '../../src/api/porticoApi'
import { demoChain } from '../../mocks/wallets/chains'
import { mockedHosts, porticoForTest } from '../support/portico'
import { anvilNetwork, chainWithMocks } from '../support/chainWithMocks'
import { flowStep, flowSteps } from '../support/waits'

const reduce = (...actions: Parameters<typeof pendingSlice.reducer>[1][]) =>
  actions.reduce(pendingSlice.reducer, pendingSlice.getInitialState())

describe('the pending list', () => {
  it('section 9: at most 99, newest first, the oldest dropped; the same hash once', () => {
    const sent = Array.from({ length: 101 }, (_, i) =>
      pendingAdded({ hash: `0x${(i + 1).toString(16)}`, caipNetworkId: 'eip155:1', sentAt: i + 1 }),
    )
    const state = reduce(...sent, pendingAdded({ hash: '0x65', caipNetworkId: 'eip155:1', sentAt: 102 }))
    expect(pendingTransactionsLimit).toBe(99)
    expect(state.list).toHaveLength(99)
    expect(state.list[0]!.hash).toBe('0x65')
    expect(state.list.at(-1)!.hash).toBe('0x3')
    expect(state.list[0]!.sentAt).toBe(102)
  })

  it('one seen mined is confirmed or failed, once; a disconnect takes its namespace away', () => {
    const state = reduce(
      pendingAdded({ hash: '0x1', caipNetworkId: 'eip155:1', sentAt: 1 }),
      pendingAdded({ hash: '0x2', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', sentAt: 2 }),
      pendingAdded({ hash: '0x3', caipNetworkId: 'eip155:1', sentAt: 3 }),
      pendingSettled({ hash: '0x1', ok: true }),
      pendingSettled({ hash: '0x3', ok: false }),
      // Seen again (the flow that waited for it, then the pending flow), or never sent from here.
      pendingSettled({ hash: '0x1', ok: true }),
      pendingSettled({ hash: '0x9', ok: true }),
    )
    expect(state.list.map((t) => [t.hash, t.status])).toEqual([
      ['0x3', 'failed'],
      ['0x2', 'pending'],
      ['0x1', 'confirmed'],
    ])
    expect(
      reduce(pendingAdded({ hash: '0x1', caipNetworkId: 'eip155:1', sentAt: 1 }), accountReset('eip155')).list,
    ).toEqual([])
  })
})

describe('following on the chain', () => {
  const setup = chainWithMocks()

  it(
    'a sent transaction is pending until the chain mines it, then confirmed',
    // Its steps in a row: the api's arrival, the send and the 1.5 s it is watched pending, the
    // block mined (flowStep each): vitest's 5 s cut the three short on a loaded machine.
    flowSteps(3),
    async () => {
      const chain = setup.chain()
      const p = porticoForTest({ networks: [anvil(chain.url)], baseUrls: mockedHosts })
      // The api (and with it the pending flow) comes with the first open.
      p.store.dispatch(openRequested())
      await vi.waitFor(() => expect(p.state().pending).toBeDefined(), flowStep)
      const node = createTestClient({ mode: 'anvil', transport: http(chain.url) })
      await node.setAutomine(false)
      try {
        const wallet = createWalletClient({
          account: privateKeyToAccount(anvilPrivateKeys[1]),
          chain: demoChain({ id: 31337 }, chain.url),
          transport: http(chain.url),
        })
        const hash = await wallet.sendTransaction({ to: wallet.account.address, value: parseEther('0.001') })
        p.store.dispatch(transactionSent({ hash, caipNetworkId: anvilNetwork }))
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        expect(p.state().pending?.list.map((t) => [t.hash, t.status])).toEqual([[hash, 'pending']])
        await node.mine({ blocks: 1 })
        await vi.waitFor(() =>
          expect(p.state().pending?.list.map((t) => [t.hash, t.status])).toEqual([[hash, 'confirmed']]),
        )
      } finally {
        await node.setAutomine(true)
      }
    },
  )
  /** The history call's requests the mocks answered from here on: the chain's list, and the provider's purchases. */
  function historyRequests() {
    const asked: URL[] = []
    const heard = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith('/history')) asked.push(url)
    }
    setup.mocks().server.events.on('request:start', heard)
    return {
      chain: () => asked.filter((url) => !url.searchParams.has('onramp')).length,
      purchases: () => asked.filter((url) => url.searchParams.has('onramp')).length,
      stop: () => setup.mocks().server.events.removeListener('request:start', heard),
    }
  }

  it("once mined, the account's history is read again, with no view asking, and lists it", flowSteps(4), async () => {
    const chain = setup.chain()
    const p = porticoForTest({ networks: [anvil(chain.url)], baseUrls: mockedHosts })
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().pending).toBeDefined())
    const wallet = createWalletClient({
      account: privateKeyToAccount(anvilPrivateKeys[1]),
      chain: demoChain({ id: 31337 }, chain.url),
      transport: http(chain.url),
    })
    // What a list on screen holds: the sender's history on the chain, kept while subscribed.
    const arg = { params: { account: wallet.account.address }, query: { chainId: anvilNetwork } } as const
    const held = p.store.dispatch(blockchainApi.endpoints.history.initiate(arg))
    const listed = () =>
      (blockchainApi.endpoints.history.select(arg)(p.store.getState()).data?.pages ?? []).flatMap((page) =>
        page.data.map((t) => t.metadata.hash.toLowerCase()),
      )
    const node = createTestClient({ mode: 'anvil', transport: http(chain.url) })
    await node.setAutomine(false)
    try {
      await held
      const hash: Hex = await wallet.sendTransaction({ to: fixtures.otherAccount, value: parseEther('0.001') })
      p.store.dispatch(transactionSent({ hash, caipNetworkId: anvilNetwork }))
      await vi.waitFor(() => expect(p.state().pending?.list.map((t) => t.hash)).toEqual([hash]))
      expect(listed()).not.toContain(hash.toLowerCase())
      await node.mine({ blocks: 1 })
      await vi.waitFor(() => expect(listed()).toContain(hash.toLowerCase()))
      expect(p.state().pending?.list.map((t) => t.status)).toEqual(['confirmed'])
    } finally {
      held.unsubscribe()
      await node.setAutomine(true)
    }
  })

  it("seen mined twice (the flow that waited for it, then the pending flow): the chain's history is read again once, the provider's purchases not", async () => {
    const p = porticoForTest({ baseUrls: mockedHosts })
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().pending).toBeDefined())
    const account = { params: { account: fixtures.account } }
    const list = p.store.dispatch(
      blockchainApi.endpoints.history.initiate({ ...account, query: { chainId: 'eip155:1' } }),
    )
    const purchases = p.store.dispatch(
      blockchainApi.endpoints.history.initiate({ ...account, query: { onramp: 'coinbase', chainId: 'eip155:1' } }),
    )
    await Promise.all([list, purchases])
    const requests = historyRequests()
    try {
      p.store.dispatch(pendingAdded({ hash: '0xabc', caipNetworkId: 'eip155:1', sentAt: Date.now() }))
      p.store.dispatch(pendingSettled({ hash: '0xabc', ok: true }))
      p.store.dispatch(pendingSettled({ hash: '0xabc', ok: true }))
      // Never sent from here: nothing to read again.
      p.store.dispatch(pendingSettled({ hash: '0xdef', ok: true }))
      await vi.waitFor(() => expect(requests.chain()).toBe(1))
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect([requests.chain(), requests.purchases()]).toEqual([1, 0])
    } finally {
      requests.stop()
      list.unsubscribe()
      purchases.unsubscribe()
    }
  })
})
