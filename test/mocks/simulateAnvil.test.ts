// The db's eth_simulateV1 answers as anvil does: the same calls, from the same account with the
// same holdings (the db's eip155:31337 rows are a fresh demo chain's), simulated by the db and by
// anvil 1.7 on the demo chain, give the same outcomes, logs (addresses, topics, data, indexes)
// and blooms; only what is the node's own (hashes, times, gas) differs, and a revert's words name
// the token's contract. Where the mock server forwards a network to anvil, eth_simulateV1 is
// anvil's own answer.
import { decodeErrorResult, encodeFunctionData, erc20Abi, maxUint256, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { fixtures } from '../../mocks/db'
import { blockchainResolvers } from '../../mocks/resolvers/blockchain'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'
import { blockchainApi } from '../../src/api/porticoApi'
import { anvilNetwork, chainWithMocks } from '../support/chainWithMocks'
import { ask, jsonOf, seededDb } from './resolverSupport'

const setup = chainWithMocks()

// anvil's second account: on the demo chain it deployed nothing, so it holds what the db says.
const [, sender, spender] = fixtures.anvilAccounts as unknown as [Address, Address, Address]
const stranger: Address = '0x000000000000000000000000000000000000dEaD'
const ptc = demoTokenAddress

type Call = { from?: Address; to: Address; value?: Hex; data?: Hex }
type Answer = { result?: Block[]; error?: { code: number; message: string } }
interface Block {
  logsBloom: string
  calls: {
    status: string
    returnData: Hex
    logs: Record<string, unknown>[]
    gasUsed?: string
    error?: unknown
  }[]
}

const simulation = (calls: Call[], traceTransfers: boolean) => [
  { blockStateCalls: [{ calls: calls.map((call) => ({ from: sender, ...call })) }], traceTransfers, validation: false },
  'latest',
]

async function fromAnvil(calls: Call[], traceTransfers = true): Promise<Answer> {
  const response = await fetch(setup.chain().url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_simulateV1',
      params: simulation(calls, traceTransfers),
    }),
  })
  return (await response.json()) as Answer
}

async function fromDb(calls: Call[], traceTransfers = true): Promise<Answer> {
  const body = { jsonrpc: '2.0' as const, id: 1, method: 'eth_simulateV1', params: simulation(calls, traceTransfers) }
  return jsonOf(await ask(blockchainResolvers.rpc, seededDb(), { query: { chainId: anvilNetwork }, body })) as Answer
}

/** What both nodes must say alike: each call without the node's own facts (its block's hash, number and time, its transaction's hash, its gas). */
const comparable = (answer: Answer) =>
  answer.result
    ? answer.result.map((block) => ({
        keys: Object.keys(block).sort(),
        calls: block.calls.map(({ gasUsed: _gas, ...call }) => ({
          ...call,
          logs: call.logs.map(
            ({ blockHash: _b, blockNumber: _n, blockTimestamp: _t, transactionHash: _h, ...log }) => log,
          ),
        })),
      }))
    : answer

const tokenCall = (data: Hex): Call => ({ to: ptc, data })
const transfer = (to: Address, amount: bigint) =>
  tokenCall(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }))
const approve = (to: Address, amount: bigint) =>
  tokenCall(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [to, amount] }))
const transferFrom = (owner: Address, to: Address, amount: bigint) =>
  tokenCall(encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [owner, to, amount] }))

/** Both simulate `calls`: their answers compare equal, blooms included. */
async function agree(calls: Call[], traceTransfers = true) {
  const [anvil, db] = await Promise.all([fromAnvil(calls, traceTransfers), fromDb(calls, traceTransfers)])
  expect(anvil.result, JSON.stringify(anvil.error)).toBeDefined()
  expect(comparable(db)).toEqual(comparable(anvil))
  expect(db.result!.map((b) => b.logsBloom)).toEqual(anvil.result!.map((b) => b.logsBloom))
  return anvil.result![0]!
}

/** The reason an Error(string) revert gives. */
const reasonOf = (returnData: Hex) => decodeErrorResult({ data: returnData }).args?.[0] as string

describe('the db simulates as anvil does', () => {
  it('a coin send: one Transfer log from 0xeeee…eeee, amount in data', async () => {
    const block = await agree([{ to: stranger, value: '0xde0b6b3a7640000' }])
    expect(block.calls[0]!.logs[0]).toMatchObject({ address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' })
  })

  it('a coin send without traceTransfers: no log', async () => {
    const block = await agree([{ to: stranger, value: '0x1' }], false)
    expect(block.calls[0]!.logs).toEqual([])
  })

  it("an ERC-20 transfer of the demo token: its Transfer log from the token's address, `true` returned", async () => {
    const block = await agree([transfer(stranger, 5n * 10n ** 18n)])
    expect(block.calls[0]!.logs).toHaveLength(1)
  })

  it('an unlimited approve, then the spender moving the tokens with transferFrom, in one block (log indexes across calls)', async () => {
    const block = await agree([approve(spender, maxUint256), { from: spender, ...transferFrom(sender, stranger, 5n) }])
    expect(block.calls.map((call) => call.logs[0]!.logIndex)).toEqual(['0x0', '0x1'])
  })

  it('a coin send and a token transfer in one block, and a call to an address without code', async () => {
    await agree([{ to: stranger, value: '0x5' }, transfer(spender, 7n), { to: stranger, data: '0x12345678' }])
  })

  it('more coin than the account holds: the same top-level -32003', async () => {
    const tooMuch: Call[] = [{ to: stranger, value: `0x${(10n ** 30n).toString(16)}` }]
    const [anvil, db] = await Promise.all([fromAnvil(tooMuch), fromDb(tooMuch)])
    expect(anvil.error).toEqual({ code: -32003, message: 'Insufficient funds for gas * price + value' })
    expect(db.error).toEqual(anvil.error)
  })

  it.each([
    ['a transfer beyond the balance', [transfer(stranger, 10n ** 30n)], 'transfer amount exceeds balance'],
    [
      'a transferFrom without an allowance',
      [{ from: spender, ...transferFrom(sender, stranger, 1n) }],
      'insufficient allowance',
    ],
  ] as const)('%s: the same failed call, an Error(string) whose reason names the token', async (_, calls, reason) => {
    const [anvil, db] = await Promise.all([fromAnvil([...calls]), fromDb([...calls])])
    const without = (answer: Answer) =>
      (comparable(answer) as { calls: { returnData?: unknown }[] }[]).map((block) => ({
        ...block,
        calls: block.calls.map(({ returnData: _r, ...call }) => call),
      }))
    expect(without(db)).toEqual(without(anvil))
    expect(reasonOf(anvil.result![0]!.calls[0]!.returnData)).toBe(`PorticoTestToken: ${reason}`)
    expect(reasonOf(db.result![0]!.calls[0]!.returnData)).toBe(`ERC20: ${reason}`)
  })
})

describe('a network the mock server forwards to anvil', () => {
  const throughApi = async (calls: Call[]) => {
    const outcome = await outcomeOf(
      testStore(),
      blockchainApi.endpoints.rpc.initiate({
        query: { chainId: anvilNetwork },
        body: { jsonrpc: '2.0', id: 1, method: 'eth_simulateV1', params: simulation(calls, true) },
      }),
    )
    return outcome.data as Answer
  }

  it("answers eth_simulateV1 with anvil's own answer, not the db's", async () => {
    const calls = [{ to: stranger, value: '0x5' as Hex }, transfer(stranger, 10n ** 30n)]
    const [forwarded, anvil] = await Promise.all([throughApi(calls), fromAnvil(calls)])
    expect(comparable(forwarded)).toEqual(comparable(anvil))
    // The token's own words: the contract on anvil ran, not the db's ERC-20.
    expect(reasonOf(forwarded.result![0]!.calls[1]!.returnData)).toBe(
      'PorticoTestToken: transfer amount exceeds balance',
    )
  })
})
