// `GET /v1/account/{account}/history` for a network a local anvil answers, read from the node:
// the account's native transfers (every transaction of the scanned blocks sent from or to it)
// and the Transfer logs of the catalogue's ERC-20s with it as sender or recipient. Newest first,
// paged by the same cursor and page size as the db's history.
//
// Limits, fine for a local chain: only the latest `historyBlockWindow` blocks are read (anvil
// chains are short; a longer one shows its recent history only; 5000 blocks take about 0.6 s),
// only top-level transactions carry native transfers (internal calls are not traced), and every
// call reads the window anew (nothing cached, so a transfer shows at once).
import {
  decodeFunctionData,
  erc20Abi,
  getAddress,
  isAddress,
  isAddressEqual,
  parseAbiItem,
  zeroAddress,
  type Address,
  type Hash,
  type PublicClient,
} from 'viem'
import type { z } from 'zod'
import type { blockchainContract } from '../../../src/contract/blockchain'
import type { transaction as transactionEntity, transfer as transferEntity } from '../../../src/contract/entities'
import type { Row } from '../../db'
import { fromBaseUnits, round } from '../../db/units'
import { dbTransactions, historyPageSize } from '../account'
import { decodeCursor, encodeCursor, refuse } from '../answers'
import { catalogueOf, nodeAt, onChain, type ChainToken } from './node'
import { anvilOnrampHistory } from './onrampHistory'
import type { AnvilResolver } from './types'

type TransactionJson = z.input<typeof transactionEntity>
type TransferJson = z.input<typeof transferEntity>

/** How many of the latest blocks a history call reads, unless AnvilForwarding.historyBlocks says otherwise. */
export const historyBlockWindow = 5_000

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')

const minedBlock = (node: PublicClient, blockNumber: bigint) =>
  node.getBlock({ blockNumber, includeTransactions: true })
type MinedBlock = Awaited<ReturnType<typeof minedBlock>>
type Transaction = MinedBlock['transactions'][number]

interface Moved {
  from: Address
  to: Address
  raw: bigint
  token: Row<'token'>
}

/** One transaction of the account's history as read from the node, before shaping. */
interface Found {
  tx: Transaction
  block: MinedBlock
  moved: Moved[]
}

function transferOf(account: Address, { from, to, raw, token }: Moved): TransferJson {
  const numeric = fromBaseUnits(raw, token.decimals)
  const direction = isAddressEqual(from, account) ? (isAddressEqual(to, account) ? 'self' : 'out') : 'in'
  return {
    direction,
    quantity: { numeric },
    fungible_info: { name: token.name, symbol: token.symbol, icon: token.iconUrl ? { url: token.iconUrl } : null },
    nft_info: null,
    value: round(Number(numeric) * token.priceUsd, 2),
    price: token.priceUsd,
  }
}

/**
 * By the transfers' directions, as the server's indexer names them: one token out and another in
 * is a trade (a swap), out alone a send, in alone a receive; a transaction that moved nothing
 * says what it did.
 */
function operationOf(account: Address, tx: Transaction, transfers: readonly TransferJson[]): string {
  const out = transfers.some((t) => t.direction === 'out' || t.direction === 'self')
  if (out && transfers.some((t) => t.direction === 'in')) return 'trade'
  if (out) return 'send'
  if (transfers.some((t) => t.direction === 'in')) return 'receive'
  if (!tx.to) return 'deploy'
  if (!isAddressEqual(tx.from, account)) return 'receive'
  try {
    return decodeFunctionData({ abi: erc20Abi, data: tx.input }).functionName === 'approve' ? 'approve' : 'execute'
  } catch {
    return 'send'
  }
}

/** What a failed call to a catalogue token tried to move: its `transfer` calldata, as explorers show it. */
function attemptedTransfer(tx: Transaction, tokens: readonly ChainToken[]): Moved | null {
  const token = tx.to ? tokens.find((t) => isAddressEqual(t.contract, tx.to!)) : undefined
  if (!token) return null
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.input })
    return call.functionName === 'transfer' ? { from: tx.from, to: call.args[0], raw: call.args[1], token } : null
  } catch {
    return null
  }
}

export async function readHistory(
  node: PublicClient,
  window: number,
  native: Row<'token'> | null,
  erc20s: readonly Row<'token'>[],
  account: Address,
  chain: string,
): Promise<TransactionJson[]> {
  const latest = await node.getBlockNumber()
  const fromBlock = latest >= BigInt(window) ? latest - BigInt(window) + 1n : 0n
  const numbers = Array.from({ length: Number(latest - fromBlock) + 1 }, (_, i) => fromBlock + BigInt(i))
  const tokens = await onChain(node, erc20s)
  const addresses = tokens.map((t) => t.contract)
  const [blocks, sentLogs, receivedLogs] = await Promise.all([
    Promise.all(numbers.map((blockNumber) => minedBlock(node, blockNumber))),
    addresses.length
      ? node.getLogs({
          address: addresses,
          event: transferEvent,
          args: { from: account },
          fromBlock,
          toBlock: latest,
          strict: true,
        })
      : [],
    addresses.length
      ? node.getLogs({
          address: addresses,
          event: transferEvent,
          args: { to: account },
          fromBlock,
          toBlock: latest,
          strict: true,
        })
      : [],
  ])

  const found = new Map<Hash, Found>()
  const entry = (tx: Transaction, block: MinedBlock) => {
    let f = found.get(tx.hash)
    if (!f) found.set(tx.hash, (f = { tx, block, moved: [] }))
    return f
  }
  const byNumber = new Map(blocks.map((b) => [b.number, b]))
  for (const block of blocks) {
    for (const tx of block.transactions) {
      const touches = isAddressEqual(tx.from, account) || (tx.to !== null && isAddressEqual(tx.to, account))
      if (!touches) continue
      const f = entry(tx, block)
      if (tx.value > 0n && native && tx.to) f.moved.push({ from: tx.from, to: tx.to, raw: tx.value, token: native })
    }
  }
  // A transfer to oneself is in both lists: once is enough. Logs come in block order already.
  const logs = new Map<string, (typeof sentLogs)[number]>()
  for (const log of [...sentLogs, ...receivedLogs]) logs.set(`${log.transactionHash}:${log.logIndex}`, log)
  for (const log of [...logs.values()].sort(
    (a, b) => Number(a.blockNumber - b.blockNumber) || a.logIndex - b.logIndex,
  )) {
    const block = byNumber.get(log.blockNumber)
    const tx = block?.transactions.find((t) => t.hash === log.transactionHash)
    const token = tokens.find((t) => isAddressEqual(t.contract, log.address))
    if (!block || !tx || !token) continue
    entry(tx, block).moved.push({ from: log.args.from, to: log.args.to, raw: log.args.value, token })
  }

  // Mined blocks and their transactions always have a number and an index (null only when pending).
  const list = [...found.values()].sort(
    (a, b) =>
      Number((b.block.number ?? 0n) - (a.block.number ?? 0n)) ||
      (b.tx.transactionIndex ?? 0) - (a.tx.transactionIndex ?? 0),
  )
  const receipts = await Promise.all(list.map(({ tx }) => node.getTransactionReceipt({ hash: tx.hash })))
  return list.map(({ tx, block, moved }, i): TransactionJson => {
    const receipt = receipts[i]!
    // A reverted transaction leaves no logs: what it tried to move is read from its calldata.
    const failed = receipt.status !== 'success'
    const attempted = failed ? attemptedTransfer(tx, tokens) : null
    const all = attempted ? [...moved, attempted] : moved
    const transfers = all.map((m) => transferOf(account, m))
    // The people on either side of what moved, as the Activity tab names them; the
    // transaction's own ends when nothing moved (a token contract is not a counterparty).
    const [first] = all
    return {
      id: tx.hash,
      metadata: {
        operationType: operationOf(account, tx, transfers),
        hash: tx.hash,
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        sentFrom: getAddress(first?.from ?? tx.from),
        sentTo: getAddress(first?.to ?? tx.to ?? receipt.contractAddress ?? zeroAddress),
        status: failed ? 'failed' : 'confirmed',
        nonce: tx.nonce,
        application: null,
        chain,
      },
      transfers,
    }
  })
}

export const anvilHistory: AnvilResolver<(typeof blockchainContract)['history']> = async (
  { params, query },
  { db, anvil },
) => {
  if (!isAddress(params.account, { strict: false })) return refuse(400, 'The address provided is invalid', 'address')
  if (query.onramp) return anvilOnrampHistory(getAddress(params.account), query.chainId!, { db, anvil })
  const after = query.cursor ? decodeCursor(query.cursor) : null
  if (query.cursor && !after) return refuse(400, 'Invalid cursor')
  const node = nodeAt(anvil.url)
  const account = getAddress(params.account)
  const read = (chain: string) => {
    const { native, erc20s } = catalogueOf(db, chain)
    return readHistory(node, anvil.historyBlocks ?? historyBlockWindow, native, erc20s, account, chain)
  }
  // One network: the node's. Every network (no chainId): the node's and the db's together, newest first.
  const all = query.chainId
    ? await read(query.chainId)
    : [
        ...(await read(anvil.caipNetworkIds?.[0] ?? `eip155:${await node.getChainId()}`)),
        ...dbTransactions(db, params.account),
      ].sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
  const start = after ? all.findIndex((t) => t.id === after) + 1 : 0
  if (after && start === 0) return refuse(400, 'Invalid cursor')
  const page = all.slice(start, start + historyPageSize)
  const last = page[page.length - 1]
  return { json: { data: page, next: start + historyPageSize < all.length && last ? encodeCursor(last.id) : null } }
}
