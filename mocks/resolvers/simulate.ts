// eth_simulateV1 (the execution API's simulation) answered from the db as a node with
// traceTransfers answers it, for what the db knows: coin sent between accounts, and ERC-20's
// transfer, approve and transferFrom on the tokens it lists, with their Transfer and Approval logs
// and OpenZeppelin's revert reasons, and the mock swap service's router swapping as that service
// quotes (swaps.ts), so a previewed swap shows what comes back. The calls run in order, block after block, each on what the
// ones before left (nothing is written to the db); a reverted call leaves nothing, and the calls
// after it still run. A call to an address with no token is a call to an address without code: it
// succeeds and says nothing. Too little coin for a call's value refuses the whole request (-32003),
// before anything runs. Shaped as anvil 1.7 answers; test/mocks/simulateAnvil.test.ts compares them.
import { bytesToHex, hexToBytes, keccak256, stringToHex, type Hex } from 'viem'
import type { MockDb, Row } from '../db'
import { fixtures } from '../db/fixtures'
import { accountKey, allowanceId, balanceId, caipKey } from '../db/keys'
import { addressWord, encodeCall, encodeStringResult, encodeUintResult, selectors, uintWord } from './abi'
import type { Outcome } from './jsonRpc'
import { pairOf, quote, routerOf } from './swaps'

/** The gas a call is given: a plain transfer's 21000, and an ERC-20 transfer's cost for any call with data (eth_estimateGas says the same). */
export const callGas = (calldata: string) => (calldata === '0x' ? 21_000 : 65_000)

const erc20 = {
  transfer: '0xa9059cbb',
  transferFrom: '0x23b872dd',
  allowance: '0xdd62ed3e',
} as const
/** keccak256 of Transfer(address,address,uint256) and Approval(address,address,uint256). */
const topics = {
  transfer: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  approval: '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
} as const
/** Where traceTransfers says coin moved from. */
const coinTrace = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const zeroAddress = '0x0000000000000000000000000000000000000000'
const zeroWord = `0x${'0'.repeat(64)}`
const maxUint256 = 2n ** 256n - 1n
/** keccak256 of RLP([]): the uncles hash of every block since the merge. */
const noUncles = '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347'
const blockGasLimit = 30_000_000
/** Seconds between simulated blocks (a slot). */
const blockSeconds = 12

// Anvil's words and codes (geth's differ a little).
const insufficientFunds: Outcome = { error: { code: -32003, message: 'Insufficient funds for gas * price + value' } }
const executionFailed = { code: -3200, message: 'execution failed' }
const invalidParams = (message: string): Outcome => ({ error: { code: -32602, message: `Invalid params: ${message}` } })

const hexQuantity = (value: bigint | number) => `0x${BigInt(value).toString(16)}`
const isAddress = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const isHex = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)
const topicOf = (address: string) => `0x${addressWord(address)}`

interface Call {
  from: string
  to: string
  value: bigint
  data: string
}

interface Log {
  address: string
  topics: string[]
  data: string
}

type Ran = { ok: boolean; returnData: string; logs: Log[] }

/** The request's blocks of calls, or why it cannot be read (as a node refuses it). */
function readRequest(params: readonly unknown[]): { blocks: Call[][]; traceTransfers: boolean } | Outcome {
  const [payload] = params
  const blockStateCalls = (payload as { blockStateCalls?: unknown } | undefined)?.blockStateCalls
  if (!Array.isArray(blockStateCalls)) return invalidParams('eth_simulateV1 needs `blockStateCalls`')
  const blocks: Call[][] = []
  for (const block of blockStateCalls as { calls?: unknown }[]) {
    const calls: Call[] = []
    const asked = block?.calls ?? []
    if (!Array.isArray(asked)) return invalidParams("a block's `calls` must be a list")
    for (const call of asked as Record<string, unknown>[]) {
      const { from = zeroAddress, to, value = '0x0' } = call ?? {}
      const data = call?.data ?? call?.input ?? '0x'
      // A call without `to` creates a contract: code the db cannot run.
      if (!isAddress(to)) return invalidParams('each call needs a `to` address')
      if (!isAddress(from)) return invalidParams('`from` must be an address')
      if (!isHex(value) || value === '0x') return invalidParams('`value` must be a hex quantity')
      if (!isHex(data) || data.length % 2 !== 0) return invalidParams('`data` must be hex bytes')
      calls.push({ from: accountKey(from), to: accountKey(to), value: BigInt(value), data: data.toLowerCase() })
    }
    blocks.push(calls)
  }
  return { blocks, traceTransfers: (payload as { traceTransfers?: unknown }).traceTransfers === true }
}

/** A token the db lists at `address` on the chain (a native coin's row is no contract). */
function tokenAt(db: MockDb, chain: Row<'chain'>, address: string) {
  const token = db.token.findFirst({ where: { id: { equals: caipKey(`${chain.caipNetworkId}:${address}`) } } })
  return token && !token.isNative ? token : undefined
}

/**
 * Balances and allowances as the calls so far leave them: the db's rows (an allowance to the swap
 * router is its allowance row; to anyone else, none) under the changes the calls made. A call
 * runs on a draft, kept in the book's place only when the call succeeds.
 */
function bookOf(
  db: MockDb,
  chain: Row<'chain'>,
  balances = new Map<string, bigint>(),
  allowances = new Map<string, bigint>(),
) {
  const allowanceKey = (tokenId: string, owner: string, spender: string) => `${tokenId}|${owner}|${spender}`
  const storedAllowance = (tokenId: string, owner: string, spender: string) => {
    if (spender !== accountKey(fixtures.swapRouter)) return 0n
    const id = allowanceId(`${chain.caipNetworkId}:${owner}`, tokenId)
    return BigInt(db.allowance.findFirst({ where: { id: { equals: id } } })?.amount ?? '0')
  }
  return {
    balance: (account: string, tokenId: string) =>
      balances.get(balanceId(account, tokenId)) ??
      BigInt(db.balance.findFirst({ where: { id: { equals: balanceId(account, tokenId) } } })?.raw ?? '0'),
    setBalance: (account: string, tokenId: string, amount: bigint) =>
      void balances.set(balanceId(account, tokenId), amount),
    allowance: (tokenId: string, owner: string, spender: string) =>
      allowances.get(allowanceKey(tokenId, owner, spender)) ?? storedAllowance(tokenId, owner, spender),
    setAllowance: (tokenId: string, owner: string, spender: string, amount: bigint) =>
      void allowances.set(allowanceKey(tokenId, owner, spender), amount),
    draft: () => bookOf(db, chain, new Map(balances), new Map(allowances)),
  }
}
type Book = ReturnType<typeof bookOf>

/** Solidity's Error(string): what `require(…, reason)` reverts with. */
const reverted = (reason?: string): Ran => ({
  ok: false,
  returnData: reason === undefined ? '0x' : `0x08c379a0${encodeStringResult(reason).slice(2)}`,
  logs: [],
})
const succeeded = (returnData: string, logs: Log[]): Ran => ({ ok: true, returnData, logs })
const transferLog = (address: string, from: string, to: string, amount: bigint): Log => ({
  address,
  topics: [topics.transfer, topicOf(from), topicOf(to)],
  data: encodeUintResult(amount),
})

/** The calldata's arguments as words: addresses (their upper 12 bytes clean) and uints; undefined where the ABI decoder reverts. */
function argumentsOf(data: string, kinds: readonly ('address' | 'uint')[]): (string | bigint)[] | undefined {
  const words = kinds.map((_, i) => data.slice(10 + 64 * i, 74 + 64 * i))
  if (words.some((word) => word.length !== 64)) return undefined
  if (kinds.some((kind, i) => kind === 'address' && !words[i]!.startsWith('0'.repeat(24)))) return undefined
  return words.map((word, i) => (kinds[i] === 'address' ? `0x${word.slice(24)}` : BigInt(`0x${word}`)))
}

/** OpenZeppelin's ERC-20 (4.x words) on the db's balances: the writes and reads a wallet's request makes. */
function runToken(token: Row<'token'>, call: Call, book: Book): Ran {
  const at = accountKey(token.contract)
  const move = (from: string, to: string, amount: bigint): Ran => {
    if (to === zeroAddress) return reverted('ERC20: transfer to the zero address')
    const held = book.balance(from, token.id)
    if (held < amount) return reverted('ERC20: transfer amount exceeds balance')
    book.setBalance(from, token.id, held - amount)
    book.setBalance(to, token.id, book.balance(to, token.id) + amount)
    return succeeded(encodeUintResult(1), [transferLog(at, from, to, amount)])
  }
  const selector = call.data.slice(0, 10)
  switch (selector) {
    case erc20.transfer: {
      const args = argumentsOf(call.data, ['address', 'uint'])
      return args ? move(call.from, args[0] as string, args[1] as bigint) : reverted()
    }
    case selectors.approve: {
      const args = argumentsOf(call.data, ['address', 'uint'])
      if (!args) return reverted()
      const [spender, amount] = args as [string, bigint]
      book.setAllowance(token.id, call.from, spender, amount)
      return succeeded(encodeUintResult(1), [
        {
          address: at,
          topics: [topics.approval, topicOf(call.from), topicOf(spender)],
          data: encodeUintResult(amount),
        },
      ])
    }
    case erc20.transferFrom: {
      const args = argumentsOf(call.data, ['address', 'address', 'uint'])
      if (!args) return reverted()
      const [owner, to, amount] = args as [string, string, bigint]
      const allowed = book.allowance(token.id, owner, call.from)
      if (allowed < amount) return reverted('ERC20: insufficient allowance')
      // The maximum is "unlimited", never spent down (and no Approval is logged for the spending).
      if (allowed !== maxUint256) book.setAllowance(token.id, owner, call.from, allowed - amount)
      return move(owner, to, amount)
    }
    case selectors.balanceOf: {
      const args = argumentsOf(call.data, ['address'])
      return args ? succeeded(encodeUintResult(book.balance(args[0] as string, token.id)), []) : reverted()
    }
    case erc20.allowance: {
      const args = argumentsOf(call.data, ['address', 'address'])
      return args
        ? succeeded(encodeUintResult(book.allowance(token.id, args[0] as string, args[1] as string)), [])
        : reverted()
    }
    case selectors.decimals:
      return succeeded(encodeUintResult(token.decimals), [])
    case selectors.symbol:
      return succeeded(encodeStringResult(token.symbol), [])
    default:
      // No other function, and no fallback.
      return reverted()
  }
}

/**
 * The swap service's router as its built transactions call it: `swap(from, to, amount, minimum)`
 * takes `amount` of `from` from the caller (a native `from` is the call's value, already moved to
 * the router; a token is the token's own transferFrom, on the caller's allowance to the router)
 * and gives the caller the service's quote of `to`. What it pays comes from the service's
 * liquidity, so its own balances are never a limit. No other function, and no fallback.
 */
function runRouter(db: MockDb, chain: Row<'chain'>, call: Call, book: Book, traceTransfers: boolean): Ran {
  if (call.data.slice(0, 10) !== selectors.swap) return reverted()
  const args = argumentsOf(call.data, ['address', 'address', 'uint', 'uint'])
  if (!args) return reverted()
  const [fromAddress, toAddress, amount, minimum] = args as [string, string, bigint, bigint]
  const pair = pairOf(db, `${chain.caipNetworkId}:${fromAddress}`, `${chain.caipNetworkId}:${toAddress}`)
  if (!pair.ok) return reverted('Router: unknown pair')
  const { fromToken, toToken } = pair
  if (call.value !== (fromToken.isNative ? amount : 0n)) return reverted('Router: value mismatch')
  const router = call.to
  const logs: Log[] = []
  if (!fromToken.isNative) {
    const data = encodeCall(erc20.transferFrom, [addressWord(call.from), addressWord(router), uintWord(amount)])
    const taken = runToken(fromToken, { from: router, to: accountKey(fromToken.contract), value: 0n, data }, book)
    if (!taken.ok) return taken
    logs.push(...taken.logs)
  }
  const bought = quote(fromToken, toToken, amount)
  if (bought < minimum) return reverted('Router: slippage')
  book.setBalance(call.from, toToken.id, book.balance(call.from, toToken.id) + bought)
  if (!toToken.isNative) logs.push(transferLog(accountKey(toToken.contract), router, call.from, bought))
  else if (traceTransfers) logs.push(transferLog(coinTrace, router, call.from, bought))
  return succeeded(encodeUintResult(bought), logs)
}

/** Ethereum's logs bloom: three bits of 2048 per address and topic, from its hash. */
function bloomOf(logs: readonly Log[]): string {
  const bloom = new Uint8Array(256)
  for (const item of logs.flatMap((log) => [log.address, ...log.topics])) {
    const hash = hexToBytes(keccak256(item as Hex))
    for (let i = 0; i < 6; i += 2) {
      const bit = ((hash[i]! << 8) | hash[i + 1]!) & 2047
      bloom[255 - (bit >> 3)]! |= 1 << (bit & 7)
    }
  }
  return bytesToHex(bloom)
}

const hashOf = (...parts: unknown[]) =>
  keccak256(stringToHex(JSON.stringify(parts, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))))

/** A simulated block as the node returns it: its header, its transactions' hashes, and each call's outcome with its logs placed in it. */
function blockOf(
  chain: Row<'chain'>,
  at: { number: number; timestamp: number; parentHash: string },
  calls: Call[],
  ran: Ran[],
) {
  const { number, timestamp, parentHash } = at
  const transactions = calls.map((call, i) => hashOf(chain.caipNetworkId, number, i, call))
  const hash = hashOf(chain.caipNetworkId, number, parentHash, transactions)
  let logIndex = 0
  return {
    hash,
    parentHash,
    sha3Uncles: noUncles,
    miner: zeroAddress,
    stateRoot: zeroWord,
    transactionsRoot: hashOf('transactions', transactions),
    receiptsRoot: hashOf('receipts', transactions, ran),
    logsBloom: bloomOf(ran.flatMap((r) => r.logs)),
    difficulty: '0x0',
    number: hexQuantity(number),
    gasLimit: hexQuantity(blockGasLimit),
    gasUsed: hexQuantity(calls.reduce((sum, call) => sum + callGas(call.data), 0)),
    timestamp: hexQuantity(timestamp),
    extraData: '0x',
    mixHash: zeroWord,
    nonce: '0x0000000000000000',
    baseFeePerGas: hexQuantity(BigInt(chain.gasPriceWei)),
    uncles: [],
    transactions,
    calls: ran.map((r, i) => ({
      returnData: r.returnData,
      logs: r.logs.map((log) => ({
        ...log,
        blockHash: hash,
        blockNumber: hexQuantity(number),
        blockTimestamp: hexQuantity(timestamp),
        transactionHash: transactions[i],
        transactionIndex: hexQuantity(i),
        logIndex: hexQuantity(logIndex++),
        removed: false,
      })),
      gasUsed: hexQuantity(callGas(calls[i]!.data)),
      status: r.ok ? '0x1' : '0x0',
      ...(!r.ok && { error: executionFailed }),
    })),
  }
}

export function simulateV1(db: MockDb, chain: Row<'chain'>, params: readonly unknown[], now: () => number): Outcome {
  const request = readRequest(params)
  if (!('blocks' in request)) return request
  const native = db.token.findFirst({ where: { chainId: { equals: chain.caipNetworkId }, isNative: { equals: true } } })
  const coin = native?.id ?? `${chain.caipNetworkId}:native`
  const isRouter = (address: string) =>
    caipKey(`${chain.caipNetworkId}:${address}`) === caipKey(routerOf(chain.caipNetworkId))
  const run = (call: Call, book: Book): Ran => {
    const token = tokenAt(db, chain, call.to)
    // ERC-20's functions take no coin.
    if (token && call.value > 0n) return reverted()
    const logs: Log[] = []
    if (call.value > 0n) {
      book.setBalance(call.from, coin, book.balance(call.from, coin) - call.value)
      book.setBalance(call.to, coin, book.balance(call.to, coin) + call.value)
      if (request.traceTransfers) logs.push(transferLog(coinTrace, call.from, call.to, call.value))
    }
    if (isRouter(call.to)) {
      const swapped = runRouter(db, chain, call, book, request.traceTransfers)
      return swapped.ok ? { ...swapped, logs: [...logs, ...swapped.logs] } : swapped
    }
    return token ? runToken(token, call, book) : succeeded('0x', logs)
  }

  let book = bookOf(db, chain)
  const blocks = []
  let parentHash = hashOf(chain.caipNetworkId, chain.blockNumber)
  const startedAt = Math.floor(now() / 1000)
  for (const [b, calls] of request.blocks.entries()) {
    const ran: Ran[] = []
    for (const call of calls) {
      // The coin is checked before the call runs, as the node checks it (validation off or on).
      if (book.balance(call.from, coin) < call.value) return insufficientFunds
      const draft = book.draft()
      const outcome = run(call, draft)
      if (outcome.ok) book = draft
      ran.push(outcome)
    }
    const at = { number: chain.blockNumber + 1 + b, timestamp: startedAt + blockSeconds * (b + 1), parentHash }
    const block = blockOf(chain, at, calls, ran)
    blocks.push(block)
    parentHash = block.hash
  }
  return { result: blocks }
}
