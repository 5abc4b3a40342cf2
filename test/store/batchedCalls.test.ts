// Batches (EIP-5792) on a real store against the local chain: the demo wallet as an EIP-7702
// delegated EOA (anvil's second key, real type-4 transactions) runs Swap's approval and swap in
// one wallet_sendCalls, and a host's own calls (useSendCalls) the same way. One prompt, one
// transaction, all or nothing; ApproveTransaction lists every call, each read from the call
// itself (section 5). An old-style wallet keeps two prompts for a swap (swapFlow.test.ts pins
// that path) and refuses a host's batch.
import { encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken, swapPool } from '../../mocks/chain/swapPool'
import type { PendingRequest } from '../../mocks/wallets/demoWallet'
import { approvalStopRequested } from '../../src/features/approvals/approvalWait'
import { swapAmountTyped, swapRequested } from '../../src/features/swap/actions'
import { selectSwapApprovesInOne } from '../../src/features/swap/selectors'
import { selectCapabilities } from '../../src/features/batches/selectors'
import type { Eip155Call } from '../../src/connectors/types'
import { recordApprovals } from '../support/approvals'
import { hostSends } from '../support/hostCalls'
import { connectedPair } from '../frame/support/framePair'
import { signInByEmail } from '../support/emailSignIn'
import { mockedHosts, porticoForTest } from '../support/portico'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import { selectEmbeddedAccount } from '../../src/features/embeddedWallet/selectors'
import { anvil } from '../../src/networks'
import { anvilNetwork, chainWithMocks, connectedOnChain } from '../support/chainWithMocks'
import { flowStep, flowSteps } from '../support/waits'
import { onPtcForPusd } from '../support/swapOnAnvil'

const setup = chainWithMocks()
const chain = () => setup.chain()
const { node, balanceOf } = setup
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
  const swap = await onPtcForPusd(p)
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
      error: 'swap.declined',
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

const receiver = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const ptcTransfer = (amount: bigint): Eip155Call => ({
  to: demoTokenAddress,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] }),
})

describe("a host's calls (useSendCalls)", flowSteps(4), () => {
  it("run together in one approval: each call shown as itself, the batch's transaction given back, both effects on the chain", async () => {
    const { p } = await connectedOnChain(chain(), {}, undefined, { batches: 'eip7702' })
    const asked = recordApprovals(p.store)
    const [ptc, eth] = await Promise.all([
      balanceOf(demoTokenAddress, receiver),
      node().getBalance({ address: receiver }),
    ])
    const heard = await hostSends(p, [ptcTransfer(parseUnits('2', 18)), { to: receiver, value: '0x2386f26fc10000' }])
    expect(heard).toMatchObject({ transactionHashes: [expect.stringMatching(/^0x[0-9a-f]{64}$/)] })
    expect(await balanceOf(demoTokenAddress, receiver)).toBe(ptc + parseUnits('2', 18))
    expect(await node().getBalance({ address: receiver })).toBe(eth + parseUnits('0.01', 18))
    // Read from the calls: the token's transfer is a call Portico has no token to read it by, the
    // ETH a send. Nothing is guessed.
    expect(asked).toEqual([
      {
        kind: 'batch',
        caipNetworkId: anvilNetwork,
        calls: [
          { kind: 'call', caipNetworkId: anvilNetwork, to: demoTokenAddress, selector: '0xa9059cbb' },
          {
            kind: 'send',
            caipNetworkId: anvilNetwork,
            to: receiver,
            amount: { value: parseUnits('0.01', 18).toString(), decimals: 18, symbol: 'ETH' },
          },
        ],
      },
    ])
  })

  it('declined in the wallet: the host hears it in words, nothing moves', async () => {
    const { p, wallet } = await connectedOnChain(chain(), {}, undefined, { batches: 'eip7702' })
    const ptc = await balanceOf(demoTokenAddress, receiver)
    wallet.setMode('reject')
    expect(await hostSends(p, [ptcTransfer(1n)])).toMatchObject({
      error: 'You declined the calls in the wallet. Nothing changed.',
      declined: true,
    })
    expect(await balanceOf(demoTokenAddress, receiver)).toBe(ptc)
  })

  /** A host's batch the wallet is asked for and does not answer, and the visitor's Stop waiting. */
  async function stoppedWaitingOnABatch() {
    const { p, wallet } = await connectedOnChain(chain(), {}, undefined, { batches: 'eip7702' })
    const ptc = await balanceOf(demoTokenAddress, receiver)
    wallet.setMode('manual')
    const heard = hostSends(p, [ptcTransfer(1n)])
    await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1), flowStep)
    p.store.dispatch(approvalStopRequested())
    return { p, wallet, ptc, heard }
  }

  it('Stop waiting on a batch the wallet does not answer: the host hears it as declined, in words; nothing moves', async () => {
    const { wallet, ptc, heard } = await stoppedWaitingOnABatch()
    expect(await heard).toMatchObject({
      error: 'The visitor stopped waiting for the wallet to answer.',
      declined: true,
    })
    wallet.reject(wallet.pending()[0]!.id)
    expect(await balanceOf(demoTokenAddress, receiver)).toBe(ptc)
  })

  it('a batch the wallet runs after the visitor stopped waiting joins Activity with its outcome, and the visitor is told', async () => {
    const { p, wallet, ptc, heard } = await stoppedWaitingOnABatch()
    expect(await heard).toMatchObject({ declined: true })
    wallet.approve(wallet.pending()[0]!.id)
    await vi.waitFor(() => expect(p.state().pending?.list[0]).toMatchObject({ status: 'confirmed' }), flowStep)
    expect(p.state().snackbar).toMatchObject({ message: 'snackbar.transactionSent' })
    expect(await balanceOf(demoTokenAddress, receiver)).toBe(ptc + 1n)
  })

  it.each([
    ['no calls', []],
    ['a call without a to', [{ data: '0x' } as unknown as Eip155Call]],
    ['a to that is not an address', [{ to: '0x1234' } as Eip155Call]],
    ['data that is not hex', [{ to: receiver, data: 'transfer' } as unknown as Eip155Call]],
  ])("%s is refused in section 5's words, and the wallet is not asked", async (_what, calls) => {
    const { p, wallet } = await connectedOnChain(chain(), {}, undefined, { batches: 'eip7702' })
    const asked = recordApprovals(p.store)
    expect(await hostSends(p, calls)).toMatchObject({
      error: "Each call needs a 'to' starting with 0x; optional data starts with 0x.",
    })
    expect(asked).toEqual([])
    expect(wallet.pending()).toEqual([])
  })

  it('a wallet that does not run batches is refused at once: nothing is shown or asked', async () => {
    const { p } = await connectedOnChain(chain())
    const asked = recordApprovals(p.store)
    expect(await hostSends(p, [ptcTransfer(1n)])).toMatchObject({
      error: 'The connected wallet cannot run calls together.',
    })
    expect(asked).toEqual([])
  })
})

describe("the embedded wallet's smart account", flowSteps(6), () => {
  it("runs a host's calls as one batch through its frame: one approval there, the account's one transaction, both effects on the chain", async () => {
    const pair = connectedPair({ rpcUrl: chain().url, smartAccounts: { networks: [31337], faucet: true } })
    const p = porticoForTest({ networks: [anvil(chain().url)], baseUrls: mockedHosts })
    p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337 }))
    await signInByEmail(p, pair.auth, 'batches@example.com')
    await vi.waitFor(
      () => expect(selectEmbeddedAccount(p.store.getState()).account?.current).toBe('smartAccount'),
      flowStep,
    )
    await vi.waitFor(
      () => expect(selectCapabilities(p.store.getState(), anvilNetwork)).toMatchObject({ atomic: 'supported' }),
      flowStep,
    )
    const account = p.state().account.eip155!.address as `0x${string}`
    const ptc = await balanceOf(demoTokenAddress, receiver)
    const heard = await hostSends(p, [ptcTransfer(parseUnits('3', 18)), ptcTransfer(parseUnits('4', 18))])
    expect(heard).toMatchObject({ transactionHashes: [expect.stringMatching(/^0x[0-9a-f]{64}$/)] })
    expect(await balanceOf(demoTokenAddress, receiver)).toBe(ptc + parseUnits('7', 18))
    // The smart account ran both: its own balance moved, its owner's frame approved once.
    const receipt = await node().getTransactionReceipt({
      hash: (heard as { transactionHashes: `0x${string}`[] }).transactionHashes[0]!,
    })
    expect(receipt.to?.toLowerCase()).toBe(account.toLowerCase())
  })
})
