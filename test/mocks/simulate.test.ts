// eth_simulateV1 on the mock Blockchain API's JSON-RPC for the db's chains: a request run on the
// db's rows as a node with traceTransfers runs it (coin sends, ERC-20 transfer, approve and
// transferFrom on the tokens the db lists), the calls in order on what the ones before left,
// nothing written back; too little coin refuses the whole request. What anvil answers for the
// same calls is test/mocks/simulateAnvil.test.ts; here, the rules on the db's own chains, the mock
// swap service's router swapping as that service quotes, and the preview reading the answer.
import { encodeFunctionData, erc20Abi, getAddress, maxUint256, parseEther, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db'
import { addressWord, encodeCall, selectors, uintWord } from '../../mocks/resolvers/abi'
import { blockchainResolvers } from '../../mocks/resolvers/blockchain'
import { readEffects } from '../../src/features/preview/readEffects'
import { revertReason } from '../../src/features/preview/revertReason'
import { simulateRequest } from '../../src/features/preview/simulateRequest'
import type { PreviewCall } from '../../src/features/preview/previewTypes'
import { ask, jsonOf, seededDb } from './resolverSupport'

const { account, otherAccount, emptyAccount, swapRouter, tokenAddresses: t } = fixtures
const address = (caip: string) => caip.split(':')[2] as Address
const usdc = address(t.ethereumUsdc)
const uni = address(t.ethereumUni)
const dai = address(t.ethereumDai)
const me = account as Address
const friend = emptyAccount as Address

const transfer = (token: Address, to: Address, amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})
const approve = (token: Address, spender: Address, amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
})
const transferFrom = (token: Address, owner: Address, to: Address, amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [owner, to, amount] }),
})
const hex = (amount: bigint) => `0x${amount.toString(16)}` as const
const coin = (to: Address, amount: bigint) => ({ to, value: hex(amount) })
const word = (value: bigint | string) =>
  `0x${(typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0')}`
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const approvalTopic = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'

interface SimulatedBlock {
  number: string
  parentHash: string
  hash: string
  transactions: string[]
  calls: {
    status: '0x1' | '0x0'
    returnData: string
    logs: { address: string; topics: string[]; data: string; logIndex: string; transactionHash: string }[]
    error?: { code: number; message: string }
  }[]
}

async function rpc(method: string, params: unknown[], db = seededDb(), chainId: string = fixtures.chainId) {
  const answer = jsonOf(
    await ask(blockchainResolvers.rpc, db, { query: { chainId }, body: { jsonrpc: '2.0', id: 1, method, params } }),
  )
  return answer as { result?: unknown; error?: { code: number; message: string } }
}

/** One block of calls from `from`, as the preview asks it. */
async function simulate(
  calls: { from?: Address; to: Address; value?: string; data?: Hex }[],
  options: { db?: ReturnType<typeof seededDb>; from?: Address; traceTransfers?: boolean } = {},
) {
  const from = options.from ?? me
  return rpc(
    'eth_simulateV1',
    [
      {
        blockStateCalls: [{ calls: calls.map((call) => ({ from, ...call })) }],
        traceTransfers: options.traceTransfers ?? true,
        validation: false,
      },
      'latest',
    ],
    options.db,
  )
}
const blocksOf = (answer: { result?: unknown; error?: unknown }) => {
  if (!('result' in answer)) throw new Error(`JSON-RPC error: ${JSON.stringify(answer.error)}`)
  return answer.result as SimulatedBlock[]
}
const callsOf = async (...args: Parameters<typeof simulate>) => blocksOf(await simulate(...args))[0]!.calls

const router = swapRouter as Address
const eth = fixtures.nativeEvmAddress as Address
/** The swap the mock service builds and what it says comes back, sent as the client sends it: a native coin sold as the value. */
async function builtSwap(from: string, to: string, amount: bigint) {
  const body = {
    from,
    to,
    amount: amount.toString(),
    userAddress: fixtures.caipAccount,
    eip155: { slippage: 1 },
    projectId: fixtures.projectId,
  }
  const { tx } = jsonOf(await ask(blockchainResolvers.convertBuildTransaction, seededDb(), { body }))
  const value = from === t.ethereumNative ? { value: hex(amount) } : {}
  return { call: { to: address(tx.to), data: tx.data as Hex, ...value }, bought: BigInt(tx.amount) }
}
/** The service's approval of the router for `amount` of `token`. */
async function builtApprove(token: string, amount: bigint) {
  const query = { from: token, to: token, amount: amount.toString() }
  const { tx } = jsonOf(await ask(blockchainResolvers.convertBuildApprove, seededDb(), { query }))
  return { to: address(tx.to), data: tx.data as Hex }
}
/** `swap(from, to, amount, minimum)` on the router, encoded by hand. */
const swap = (from: Address, to: Address, amount: bigint, minimum: bigint, value?: bigint) => ({
  to: router,
  data: encodeCall(selectors.swap, [addressWord(from), addressWord(to), uintWord(amount), uintWord(minimum)]) as Hex,
  ...(value !== undefined && { value: hex(value) }),
})

describe('eth_simulateV1 from the db', () => {
  it('answers one block after the chain head, each call with its outcome, logs placed in the block', async () => {
    const [block] = blocksOf(await simulate([coin(friend, 1n), transfer(usdc, friend, 5n)]))
    expect(block!.number).toBe(`0x${(21_630_512 + 1).toString(16)}`)
    expect(block!.transactions).toHaveLength(2)
    expect(block!.calls.map((c) => c.status)).toEqual(['0x1', '0x1'])
    const logs = block!.calls.flatMap((c, i) => c.logs.map((log) => ({ ...log, i })))
    expect(logs.map((l) => l.logIndex)).toEqual(['0x0', '0x1'])
    expect(logs.map((l) => l.transactionHash)).toEqual(block!.transactions)
  })

  it('reports coin sent as an ERC-20 Transfer log from 0xeeee…eeee (traceTransfers), and nothing without it', async () => {
    const [sent] = await callsOf([coin(friend, parseEther('0.5'))])
    expect(sent).toMatchObject({ status: '0x1', returnData: '0x' })
    expect(sent!.logs).toEqual([
      expect.objectContaining({
        address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        topics: [transferTopic, word(me), word(friend)],
        data: word(parseEther('0.5')),
      }),
    ])
    const [untraced] = await callsOf([coin(friend, parseEther('0.5'))], { traceTransfers: false })
    expect(untraced).toMatchObject({ status: '0x1', logs: [] })
  })

  it("runs ERC-20 transfer and approve on the db's tokens: their logs from the token, `true` returned", async () => {
    const [sent, approved] = await callsOf([
      transfer(usdc, friend, 1_000_000n),
      approve(uni, otherAccount as Address, maxUint256),
    ])
    expect(sent).toMatchObject({ status: '0x1', returnData: word(1n) })
    expect(sent!.logs).toEqual([
      expect.objectContaining({
        address: usdc.toLowerCase(),
        topics: [transferTopic, word(me), word(friend)],
        data: word(1_000_000n),
      }),
    ])
    expect(approved!.logs).toEqual([
      expect.objectContaining({
        address: uni.toLowerCase(),
        topics: [approvalTopic, word(me), word(otherAccount)],
        data: word(maxUint256),
      }),
    ])
  })

  it('reverts a transfer beyond the db balance with Error(string) "ERC20: transfer amount exceeds balance"', async () => {
    const [tooMuch] = await callsOf([transfer(usdc, friend, 2_500_500_001n)])
    expect(tooMuch).toMatchObject({ status: '0x0', logs: [], error: { code: -3200, message: 'execution failed' } })
    expect(revertReason(tooMuch!.returnData)).toBe('ERC20: transfer amount exceeds balance')
  })

  it('carries balances from call to call: the whole balance sent once goes, twice the second reverts', async () => {
    const all = 2_500_500_000n
    const calls = await callsOf([transfer(usdc, friend, all), transfer(usdc, friend, 1n)])
    expect(calls.map((c) => c.status)).toEqual(['0x1', '0x0'])
    // What a call received is there for the next one, from its new holder.
    const passedOn = await callsOf([
      transfer(usdc, friend, all),
      { from: friend, ...transfer(usdc, otherAccount as Address, all) },
    ])
    expect(passedOn.map((c) => c.status)).toEqual(['0x1', '0x1'])
  })

  it('lets a spender transferFrom what an approval earlier in the block allows, spending it down; past it, "ERC20: insufficient allowance"', async () => {
    const spender = otherAccount as Address
    const calls = await callsOf([
      approve(usdc, spender, 10n),
      { from: spender, ...transferFrom(usdc, me, friend, 6n) },
      { from: spender, ...transferFrom(usdc, me, friend, 6n) },
    ])
    expect(calls.map((c) => c.status)).toEqual(['0x1', '0x1', '0x0'])
    expect(calls[1]!.logs[0]).toMatchObject({ topics: [transferTopic, word(me), word(friend)], data: word(6n) })
    expect(revertReason(calls[2]!.returnData)).toBe('ERC20: insufficient allowance')
    // Without an approval in the block, a stranger has none.
    const [unapproved] = await callsOf([{ from: spender, ...transferFrom(usdc, me, friend, 1n) }])
    expect(revertReason(unapproved!.returnData)).toBe('ERC20: insufficient allowance')
  })

  it('never spends down an unlimited allowance', async () => {
    const spender = otherAccount as Address
    const calls = await callsOf([
      approve(usdc, spender, maxUint256),
      { from: spender, ...transferFrom(usdc, me, friend, 1_000_000n) },
      {
        from: spender,
        to: usdc,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [me, spender] }),
      },
    ])
    expect(calls[2]!.returnData).toBe(word(maxUint256))
  })

  it("starts the swap router's allowances from the db's rows (USDC unlimited, DAI none)", async () => {
    const [fromUsdc, fromDai] = await callsOf([
      { from: router, ...transferFrom(usdc, me, router, 1n) },
      { from: router, ...transferFrom(dai, me, router, 1n) },
    ])
    expect(fromUsdc!.status).toBe('0x1')
    expect(revertReason(fromDai!.returnData)).toBe('ERC20: insufficient allowance')
  })

  it('leaves nothing of a reverted call, and runs the calls after it', async () => {
    const calls = await callsOf([
      // A token takes no coin: this transfer reverts, its coin and its tokens with it.
      { ...transfer(usdc, friend, 5n), value: '0x1' },
      { from: friend, ...transfer(usdc, me, 5n) },
      coin(friend, 1n),
      { from: friend, ...coin(me, 1n) },
    ])
    expect(calls.map((c) => c.status)).toEqual(['0x0', '0x0', '0x1', '0x1'])
    expect(calls[0]!.logs).toEqual([])
    expect(revertReason(calls[1]!.returnData)).toBe('ERC20: transfer amount exceeds balance')
  })

  it('succeeds without logs for a call to an address with no db token, as a call to a codeless address', async () => {
    const [call] = await callsOf([{ to: friend, data: '0x12345678' }])
    expect(call).toMatchObject({ status: '0x1', returnData: '0x', logs: [] })
    expect(call).not.toHaveProperty('error')
  })

  it('reads balanceOf, decimals and symbol of a db token inside the block', async () => {
    const [, balance, decimals] = await callsOf([
      transfer(usdc, friend, 7n),
      { to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [friend] }) },
      { to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }) },
    ])
    expect(balance!.returnData).toBe(word(7n))
    expect(decimals!.returnData).toBe(word(6n))
  })

  it('refuses the whole request when a call carries more coin than its sender then holds: -32003', async () => {
    const held = 1_234_500_000_000_000_000n
    expect(await simulate([coin(friend, held + 1n)])).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32003, message: 'Insufficient funds for gas * price + value' },
    })
    // Within what it holds, but not after the first call took most of it.
    expect((await simulate([coin(friend, held), coin(friend, 1n)])).error?.code).toBe(-32003)
    expect(blocksOf(await simulate([coin(friend, held)]))[0]!.calls[0]!.status).toBe('0x1')
  })

  it('writes nothing to the db: balances read the same after', async () => {
    const db = seededDb()
    const before = await rpc('eth_getBalance', [me, 'latest'], db)
    await simulate([coin(friend, parseEther('1')), transfer(usdc, friend, 2_500_500_000n)], { db })
    expect(await rpc('eth_getBalance', [me, 'latest'], db)).toEqual(before)
    expect(await rpc('eth_getBalance', [friend, 'latest'], db)).toMatchObject({ result: '0x0' })
    const balanceOf = { to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [me] }) }
    expect(await rpc('eth_call', [balanceOf, 'latest'], db)).toMatchObject({ result: word(2_500_500_000n) })
  })

  it('runs several blocks in order, each on what the one before left, chained by hash', async () => {
    const blocks = blocksOf(
      await rpc('eth_simulateV1', [
        {
          blockStateCalls: [
            { calls: [{ from: me, ...transfer(usdc, friend, 2_500_500_000n) }] },
            { calls: [{ from: me, ...transfer(usdc, friend, 1n) }] },
          ],
          traceTransfers: true,
        },
        'latest',
      ]),
    )
    expect(blocks.map((b) => b.calls[0]!.status)).toEqual(['0x1', '0x0'])
    expect(BigInt(blocks[1]!.number) - BigInt(blocks[0]!.number)).toBe(1n)
    expect(blocks[1]!.parentHash).toBe(blocks[0]!.hash)
  })

  it('refuses what it cannot read as a node does: -32602', async () => {
    expect((await rpc('eth_simulateV1', [{}, 'latest'])).error?.code).toBe(-32602)
    const creation = { blockStateCalls: [{ calls: [{ from: me, data: '0x00' }] }] }
    expect((await rpc('eth_simulateV1', [creation, 'latest'])).error?.code).toBe(-32602)
    const badValue = { blockStateCalls: [{ calls: [{ from: me, to: friend, value: 'ten' }] }] }
    expect((await rpc('eth_simulateV1', [badValue, 'latest'])).error?.code).toBe(-32602)
    const notAList = { blockStateCalls: [{ calls: { from: me, to: friend } }] }
    expect((await rpc('eth_simulateV1', [notAList, 'latest'])).error?.code).toBe(-32602)
  })

  it('stays "Method not found" on a Solana network', async () => {
    const answer = await rpc('eth_simulateV1', [{ blockStateCalls: [] }, 'latest'], seededDb(), fixtures.solanaChainId)
    expect(answer.error).toEqual({ code: -32601, message: 'Method not found' })
  })
})

describe("the swap service's router in the db's simulation", () => {
  it('swaps ETH for USDC as the service builds it: the coin to the router, the quoted USDC from it', async () => {
    const { call, bought } = await builtSwap(t.ethereumNative, t.ethereumUsdc, parseEther('0.1'))
    // 0.1 ETH at 3120.45 USD, less the router's 0.3 %.
    expect(bought).toBe(311_108_865n)
    const [swapped] = await callsOf([call])
    expect(swapped).toMatchObject({ status: '0x1', returnData: word(bought) })
    expect(swapped!.logs).toEqual([
      expect.objectContaining({
        address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        topics: [transferTopic, word(me), word(router)],
        data: word(parseEther('0.1')),
      }),
      expect.objectContaining({
        address: usdc.toLowerCase(),
        topics: [transferTopic, word(router), word(me)],
        data: word(bought),
      }),
    ])
  })

  it('swaps USDC for ETH on an approval earlier in the block, spending it down', async () => {
    const amount = 100_000_000n
    const { call, bought } = await builtSwap(t.ethereumUsdc, t.ethereumNative, amount)
    const calls = await callsOf([await builtApprove(t.ethereumUsdc, amount), call, call])
    expect(calls.map((c) => c.status)).toEqual(['0x1', '0x1', '0x0'])
    expect(calls[1]!.logs).toEqual([
      expect.objectContaining({ address: usdc.toLowerCase(), topics: [transferTopic, word(me), word(router)] }),
      expect.objectContaining({
        address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        topics: [transferTopic, word(router), word(me)],
        data: word(bought),
      }),
    ])
    expect(revertReason(calls[2]!.returnData)).toBe('ERC20: insufficient allowance')
  })

  it('leaves what a swap gives to the calls after it', async () => {
    const held = 1_234_500_000_000_000_000n
    // The db's USDC allowance to the router is unlimited: no approval needed.
    const { call, bought } = await builtSwap(t.ethereumUsdc, t.ethereumNative, 100_000_000n)
    expect((await callsOf([call, coin(friend, held + bought)])).map((c) => c.status)).toEqual(['0x1', '0x1'])
  })

  it("takes a token only on an allowance and a balance, in the token's own words", async () => {
    // DAI has an allowance row of none; an approval of none in the block replaces USDC's unlimited one.
    const daiSwap = swap(dai, eth, 1n, 0n)
    const [withoutRow] = await callsOf([daiSwap])
    expect(revertReason(withoutRow!.returnData)).toBe('ERC20: insufficient allowance')
    const [, withdrawn] = await callsOf([approve(usdc, router, 0n), swap(usdc, eth, 1n, 0n)])
    expect(revertReason(withdrawn!.returnData)).toBe('ERC20: insufficient allowance')
    const [tooMuch] = await callsOf([swap(usdc, eth, 2_500_500_001n, 0n)])
    expect(revertReason(tooMuch!.returnData)).toBe('ERC20: transfer amount exceeds balance')
  })

  it('reverts "Router: value mismatch" unless the value is the coin sold, and none for a token', async () => {
    const { call } = await builtSwap(t.ethereumNative, t.ethereumUsdc, parseEther('0.1'))
    const calls = await callsOf([
      { ...call, value: hex(parseEther('0.1') - 1n) },
      { ...call, value: undefined },
      swap(usdc, eth, 1n, 0n, 1n),
    ])
    expect(calls.map((c) => [c.status, revertReason(c.returnData)])).toEqual([
      ['0x0', 'Router: value mismatch'],
      ['0x0', 'Router: value mismatch'],
      ['0x0', 'Router: value mismatch'],
    ])
    // Nothing of the reverted call's coin moved.
    expect(calls[0]!.logs).toEqual([])
  })

  it('reverts "Router: slippage" when the quote is under the minimum, "Router: unknown pair" for what it does not swap', async () => {
    const bought = 311_108_865n
    const [under, atMinimum, unknown] = await callsOf([
      swap(eth, usdc, parseEther('0.1'), bought + 1n, parseEther('0.1')),
      swap(eth, usdc, parseEther('0.1'), bought, parseEther('0.1')),
      swap(usdc, friend, 1n, 0n),
    ])
    expect(revertReason(under!.returnData)).toBe('Router: slippage')
    expect(atMinimum!.status).toBe('0x1')
    expect(revertReason(unknown!.returnData)).toBe('Router: unknown pair')
  })
})

describe("the preview reads the db's simulation", () => {
  const node =
    (db = seededDb()) =>
    async (method: string, params: readonly unknown[]) => {
      const answer = await rpc(method, [...params], db)
      if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error)
      return answer.result
    }
  const request = (calls: PreviewCall[]) => ({ caipNetworkId: 'eip155:1' as const, from: me, calls })

  it('as the coin and tokens the account loses and the allowance it grants', async () => {
    const calls = [
      coin(friend, 10n) as PreviewCall,
      transfer(usdc, friend, 5n),
      approve(uni, otherAccount as Address, maxUint256),
    ]
    const simulated = await simulateRequest(node(), request(calls))
    if (!('calls' in simulated)) throw new Error(`refused: ${simulated.refused}`)
    const effects = readEffects(request(calls), simulated.calls)
    expect(Object.fromEntries(effects.deltas)).toEqual({ native: -10n, [getAddress(usdc)]: -5n })
    expect([...effects.allowances.values()]).toEqual([
      { token: getAddress(uni), spender: getAddress(otherAccount), amount: maxUint256, unlimited: true },
    ])
  })

  it('as the coin a swap sends and the tokens it brings back, and the other way round', async () => {
    const effectsOf = async (calls: PreviewCall[]) => {
      const simulated = await simulateRequest(node(), request(calls))
      if (!('calls' in simulated)) throw new Error(`refused: ${simulated.refused}`)
      return Object.fromEntries(readEffects(request(calls), simulated.calls).deltas)
    }
    const ethForUsdc = await builtSwap(t.ethereumNative, t.ethereumUsdc, parseEther('0.1'))
    expect(await effectsOf([ethForUsdc.call])).toEqual({
      native: -parseEther('0.1'),
      [getAddress(usdc)]: ethForUsdc.bought,
    })
    const sold = 100_000_000n
    const usdcForEth = await builtSwap(t.ethereumUsdc, t.ethereumNative, sold)
    expect(await effectsOf([await builtApprove(t.ethereumUsdc, sold), usdcForEth.call])).toEqual({
      [getAddress(usdc)]: -sold,
      native: usdcForEth.bought,
    })
  })

  it("as a refusal in the node's words when the coin is short", async () => {
    expect(await simulateRequest(node(), request([coin(friend, parseEther('2')) as PreviewCall]))).toEqual({
      refused: 'Insufficient funds for gas * price + value',
    })
  })
})
