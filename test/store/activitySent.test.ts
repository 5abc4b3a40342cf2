// One event, one truth: a transaction Portico sends is in the Account's Activity as soon as the
// wallet accepts it, pending, then confirmed once the chain mines it, read from the transaction's
// own record (the one History lists), not from the history call's cache, which does not have it
// yet. Two sends in a row from the Send view, and a swap (its approval, then the swap itself), on
// the local chain with mining held back.
import { flowSteps } from '../support/waits'
import { createTestClient, http } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken } from '../../mocks/chain/swapPool'
import { fixtures } from '../../mocks/db/fixtures'
import { selectActivitySent } from '../../src/features/activity/selectors'
import { selectSentTransactions } from '../../src/features/transactions/selectors'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { sendRequested, transactionSent } from '../../src/features/send/actions'
import { selectSendTokenBalances } from '../../src/features/send/selectors'
import { amountChanged, receiverChanged, tokenChosen } from '../../src/features/send/sendSlice'
import { swapAmountTyped, swapRequested, swapTokenChosen } from '../../src/features/swap/actions'
import { selectSwap } from '../../src/features/swap/selectors'
import { anvil, mainnet } from '../../src/networks'
import { anvilNetwork, chainWithMocks, connectedOnChain } from '../support/chainWithMocks'

const setup = chainWithMocks()

/** The open modal on the demo chain, the api there (its flows follow what is sent), mining held back. */
async function connectedWithoutAutomine(config: Parameters<typeof connectedOnChain>[1] = {}) {
  const connected = await connectedOnChain(setup.chain(), config, async (p) => {
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
  })
  const node = createTestClient({ mode: 'anvil', transport: http(setup.chain().url) })
  await node.setAutomine(false)
  return { ...connected, node, activity: () => selectActivitySent(connected.p.store.getState()) }
}

type Portico = Awaited<ReturnType<typeof connectedOnChain>>['p']

/** Sends ETH from the Send view, as the visitor does; resolves with the hash the wallet gave. */
async function sendEth(p: Portico, amount: string) {
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'Send' }))
  await vi.waitFor(
    () => expect(selectSendTokenBalances(p.store.getState()).map((t) => t.symbol)).toContain('ETH'),
    flowSteps(2),
  )
  const eth = selectSendTokenBalances(p.store.getState()).find((t) => t.symbol === 'ETH')!
  p.store.dispatch(tokenChosen({ chainId: eth.chainId }))
  p.store.dispatch(amountChanged(amount))
  p.store.dispatch(receiverChanged(fixtures.otherAccount))
  const before = p.dispatched(transactionSent.type).length
  p.store.dispatch(sendRequested())
  await vi.waitFor(() => expect(p.dispatched(transactionSent.type)).toHaveLength(before + 1), flowSteps(2))
  return (p.dispatched(transactionSent.type).at(-1) as ReturnType<typeof transactionSent>).payload.hash
}

describe('Activity and what Portico sent', flowSteps(6), () => {
  it("lists each send at once as pending, then confirmed once mined, from the transaction's own record, as History does", async () => {
    const { p, me, node, activity } = await connectedWithoutAutomine()
    const hashes: string[] = []
    try {
      for (const amount of ['0.01', '0.02']) {
        const hash = await sendEth(p, amount)
        hashes.unshift(hash)
        // Known as soon as the wallet accepted it: pending, on the network it was sent on, from me.
        expect(activity()[0]).toMatchObject({ hash, caipNetworkId: anvilNetwork, from: me, status: 'pending' })
        // The same record in both places.
        expect(selectSentTransactions(p.store.getState())[0]).toBe(activity()[0])
        await node.mine({ blocks: 1 })
        await vi.waitFor(() => expect(activity()[0]).toMatchObject({ hash, status: 'confirmed' }), flowSteps(2))
        expect(selectSentTransactions(p.store.getState())[0]).toBe(activity()[0])
      }
      // Both, newest first, each as the chain has it.
      expect(activity().map((t) => [t.hash, t.status])).toEqual(hashes.map((hash) => [hash, 'confirmed']))
    } finally {
      await node.setAutomine(true)
    }
  })

  it("a swap's approval, then the swap itself: each at once as pending, then confirmed", async () => {
    const { p, me, node, activity } = await connectedWithoutAutomine({
      networks: [anvil(setup.chain().url), mainnet],
      swapNetworks: [anvilNetwork] as never,
    })
    const swap = () => selectSwap(p.store.getState())
    try {
      p.store.dispatch(openRequested())
      p.store.dispatch(pushed({ view: 'Swap' }))
      await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowSteps(2))
      p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: `${anvilNetwork}:${demoTokenAddress}` }))
      p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: `${anvilNetwork}:${dollarToken.address}` }))
      p.store.dispatch(swapAmountTyped({ amount: '5' }))
      await vi.waitFor(() => expect(swap().quote.value?.needsApproval).toBe(true), flowSteps(2))
      p.store.dispatch(swapRequested())
      // The approval, accepted by the wallet: pending while the swap waits for the chain.
      await vi.waitFor(() => expect(activity()).toMatchObject([{ from: me, status: 'pending' }]), flowSteps(2))
      const approval = activity()[0]!.hash
      await node.mine({ blocks: 1 })
      // Mined: confirmed; the swap itself, sent next, pending on top.
      await vi.waitFor(
        () =>
          expect(activity()).toMatchObject([
            { from: me, status: 'pending' },
            { hash: approval, status: 'confirmed' },
          ]),
        flowSteps(2),
      )
      await node.mine({ blocks: 1 })
      await vi.waitFor(() => expect(swap().step).toBe('done'), flowSteps(2))
      expect(activity().map((t) => [t.hash, t.status])).toEqual([
        [swap().hash, 'confirmed'],
        [approval, 'confirmed'],
      ])
    } finally {
      await node.setAutomine(true)
    }
  })
})
