// The answers a local Solana chain (mocks/solana) gives instead of the db, for the networks it is
// set to answer (HandlerOptions.solana), as anvilResolvers do for anvil: JSON-RPC is forwarded as
// it is (mocks/handlers), balances are read from the chain, so what a wallet sends there shows in
// the modal. Activity is eip155's alone (section 9), so there is no history to read.
import { bypass } from 'msw'
import type { blockchainContract } from '../../../src/contract/blockchain'
import { mostValuableFirst } from '../account'
import { refuse } from '../answers'
import { balanceItemOf } from '../entities'
import { tokenProgram } from '../../../src/connectors/solana/transactions'
import type { AnyEndpointContract } from '../../../src/contract'
import type { MockAnswer, MockContext, MockRequest } from '../types'

/** A local Solana node that answers for some networks instead of the db. */
export interface SolanaForwarding {
  url: string
  /** The networks it answers for (its own genesis hash's CAIP-2 id). */
  caipNetworkIds: readonly string[]
}

/** Whether the node takes a request: one about a network it answers for. */
export const solanaTakes = (solana: SolanaForwarding, parts: { query: Record<string, unknown> }) =>
  typeof parts.query.chainId === 'string' && solana.caipNetworkIds.includes(parts.query.chainId)

/** One JSON-RPC call to the node, past the mocks (the worker or the interceptor would answer it). */
async function ask(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(
    bypass(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      }),
    ),
  )
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (answer.error) throw new Error(answer.error.message)
  return answer.result
}

interface ParsedTokenAccount {
  account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string } } } } }
}

type BalanceContract = (typeof blockchainContract)['balance']

/**
 * `GET /v1/account/{address}/balance` for the local Solana network: SOL (getBalance) and each SPL
 * token the catalogue prices for it (the owner's token accounts, summed by mint), with price and
 * icon from the db; only what the account holds, most valuable first, as the db answer is.
 */
export async function solanaBalance(
  { params, query }: MockRequest<BalanceContract>,
  { db, solana }: MockContext & { solana: SolanaForwarding },
): Promise<MockAnswer<BalanceContract>> {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(params.address))
    return refuse(400, 'The address provided is invalid', 'address')
  const rows = db.token.findMany({ where: { chainId: { equals: query.chainId } } })
  const [lamports, tokenAccounts] = await Promise.all([
    ask(solana.url, 'getBalance', [params.address]) as Promise<{ value: number }>,
    ask(solana.url, 'getTokenAccountsByOwner', [
      params.address,
      { programId: tokenProgram },
      { encoding: 'jsonParsed' },
    ]) as Promise<{ value: ParsedTokenAccount[] }>,
  ])
  const byMint = new Map<string, bigint>()
  for (const { account } of tokenAccounts.value) {
    const { mint, tokenAmount } = account.data.parsed.info
    byMint.set(mint, (byMint.get(mint) ?? 0n) + BigInt(tokenAmount.amount))
  }
  const held = rows.map((token) => ({
    token,
    raw: token.isNative ? BigInt(lamports.value) : (byMint.get(token.contract) ?? 0n),
  }))
  const balances = held.filter(({ raw }) => raw > 0n).map(({ token, raw }) => balanceItemOf(token, raw.toString()))
  return { json: { balances: balances.sort(mostValuableFirst) } }
}

/** A resolver that reads the local Solana node; the handler calls it only for networks the node answers. */
export type SolanaResolver<E extends AnyEndpointContract> = (
  request: MockRequest<E>,
  context: MockContext & { solana: SolanaForwarding },
) => Promise<MockAnswer<E>>

export const solanaResolvers: Record<string, SolanaResolver<never>> = {
  'blockchain.balance': solanaBalance as SolanaResolver<never>,
}
