// Approve-and-swap as one batch (EIP-5792), on a real store against the local chain: the demo
// wallet as an EIP-7702 delegated EOA (anvil's second key, real type-4 transactions) runs the
// swap service's approval and its swap in one wallet_sendCalls. One prompt, one transaction, all
// or nothing; ApproveTransaction lists both calls, each read from the call itself (section 5).
// An old-style wallet keeps two prompts: swapFlow.test.ts pins that path.
import { parseUnits } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken, swapPool } from '../../mocks/chain/swapPool'
import type { PendingRequest } from '../../mocks/wallets/demoWallet'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { swapAmountTyped, swapRequested, swapTokenChosen } from '../../src/features/swap/actions'
import { selectSwap, selectSwapApprovesInOne } from '../../src/features/swap/selectors'
import { selectCapabilities } from '../../src/features/batches/selectors'
import { recordApprovals } from '../support/approvals'
import { anvilNetwork, chainWithMocks, connectedOnChain, onAnvil } from '../support/chainWithMocks'
import { flowStep, flowSteps } from '../support/waits'

const setup = chainWithMocks()
const chain = () => setup.chain()
const { node, balanceOf } = setup
const caip = onAnvil
const swapEnds = flowSteps(2)

async function onSwapWithBatches() {
  const { p, wallet, me } = await connectedOnChain(chain(), { swapNetworks: [anvilNetwork] as never }, undefined, {
    batches: 'eip7702',
  })
  // The wallet's user, answering each request as the test says, counting the prompts.
  const prompts: string[] = []
  const user = { answer: 'approve' as 'approve' | 'reject' }
  wallet.setMode('manual')
  wallet.onPendingChange((pending: PendingRequest[]) => {
    for (const request of pending) {
      if (prompts.includes(request.id)) continue
      prompts.push(request.id)
      wallet[user.answer](request.id)
    }
  })
  const asked = recordApprovals(p.store)
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'Swap' }))
  const swap = () => selectSwap(p.store.getState())
  await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
  p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: caip(demoTokenAddress) }))
  p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: caip(dollarToken.address) }))
  /** Types the amount and waits for its quote, which needs an approval (what the swap pays is never pre-approved). */
  const quoteFor = async (amount: string) => {
    p.store.dispatch(swapAmountTyped({ amount }))
    await vi.waitFor(() => expect(swap().quote.value?.amount).toBe(parseUnits(amount, 18).toString()), flowStep)
    expect(swap().quote.value?.needsApproval).toBe(true)
    // The view says it: one request for both (what swapWork does by the same rule).
    expect(selectSwapApprovesInOne(p.store.getState())).toBe(true)
    return BigInt(swap().quote.value!.toAmount)
  }
  return { p, me, swap, prompts, asked, quoteFor, user }
}

describe('approve-and-swap with a wallet that runs batches', flowSteps(8), () => {
  it('is one prompt and one transaction: the approval and the swap together, both effects on the chain', async () => {
    const { p, me, swap, prompts, asked, quoteFor } = await onSwapWithBatches()
    expect(selectCapabilities(p.store.getState(), anvilNetwork)).toMatchObject({ atomic: 'ready' })
    const quoted = await quoteFor('20')
    const [ptc, pusd, sent] = await Promise.all([
      balanceOf(demoTokenAddress, me),
      balanceOf(dollarToken.address, me),
      node().getBlockNumber(),
    ])
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap()).toMatchObject({ step: 'done', error: undefined }), swapEnds)
    expect(prompts).toHaveLength(1)
    // One transaction on the chain (anvil mines each in its own block). The account's nonce moves
    // by two: the first batch carries its EIP-7702 authorization, which takes a nonce of its own.
    expect(await node().getBlockNumber()).toBe(sent + 1n)
    expect(await balanceOf(demoTokenAddress, me)).toBe(ptc - parseUnits('20', 18))
    expect(await balanceOf(dollarToken.address, me)).toBe(pusd + quoted)
    // The swap's hash is the batch's transaction, mined with the account's new code.
    const receipt = await node().getTransactionReceipt({ hash: swap().hash as `0x${string}` })
    expect(receipt).toMatchObject({ status: 'success', from: me.toLowerCase(), to: me.toLowerCase() })
    // Each call as the wallet runs it: the service's approval of the pool, then the swap.
    const twenty = { value: parseUnits('20', 18).toString(), decimals: 18, symbol: 'PTC' }
    expect(asked).toEqual([
      {
        kind: 'batch',
        caipNetworkId: anvilNetwork,
        calls: [
          {
            kind: 'tokenApproval',
            caipNetworkId: anvilNetwork,
            token: demoTokenAddress,
            symbol: 'PTC',
            spender: swapPool.address,
            spenderRole: 'swapService',
            amount: twenty,
          },
          {
            kind: 'swap',
            caipNetworkId: anvilNetwork,
            pay: twenty,
            receive: { value: quoted.toString(), decimals: 18, symbol: 'PUSD' },
            contract: swapPool.address,
            contractRole: 'swapService',
          },
        ],
      },
    ])
    // The account now delegates: the wallet says so when asked again, after the batch.
    await vi.waitFor(
      () => expect(selectCapabilities(p.store.getState(), anvilNetwork)).toMatchObject({ atomic: 'supported' }),
      flowStep,
    )
    // And the swap is in Activity as any sent transaction, settled.
    expect(p.state().pending?.list[0]).toMatchObject({ hash: swap().hash, status: 'confirmed' })
  })

  it('twice in a row, after a decline: nothing moves on the decline, the form stays as typed, and the next goes through as one', async () => {
    const { p, me, swap, prompts, quoteFor, user } = await onSwapWithBatches()
    await quoteFor('3')
    const ptc = await balanceOf(demoTokenAddress, me)
    user.answer = 'reject'
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap().error).toBeDefined(), flowStep)
    expect(swap()).toMatchObject({
      step: 'form',
      amount: '3',
      error: 'You declined the swap in the wallet. Nothing was swapped.',
    })
    expect(await balanceOf(demoTokenAddress, me)).toBe(ptc)
    user.answer = 'approve'
    await quoteFor('4')
    p.store.dispatch(swapRequested())
    await vi.waitFor(() => expect(swap()).toMatchObject({ step: 'done', error: undefined }), swapEnds)
    expect(await balanceOf(demoTokenAddress, me)).toBe(ptc - parseUnits('4', 18))
    expect(prompts).toHaveLength(2)
  })
})
