// How the anvil-backed resolvers read the node: a viem client whose requests bypass MSW (in the
// browser the worker would otherwise answer them, in Node the interceptor), batched so a history
// scan of many blocks is a few HTTP calls, never retried so an unreachable node fails fast.
import { bypass } from 'msw'
import { createPublicClient, erc20Abi, getAddress, http, type Address, type PublicClient } from 'viem'
import type { MockDb, Row } from '../../db'

const clients = new Map<string, PublicClient>()

export function nodeAt(url: string): PublicClient {
  let client = clients.get(url)
  if (!client) {
    client = createPublicClient({
      transport: http(url, {
        retryCount: 0,
        batch: { batchSize: 200 },
        fetchFn: (input, init) => fetch(bypass(new Request(input, init))),
      }),
      // A mock answers what the chain holds now; viem's default caches the block number for 4 s.
      cacheTime: 0,
    })
    clients.set(url, client)
  }
  return client
}

/** The catalogue's rows for a network: its native currency and the ERC-20s the db prices. */
export function catalogueOf(
  db: MockDb,
  caipNetworkId: string,
): { native: Row<'token'> | null; erc20s: Row<'token'>[] } {
  const rows = db.token.findMany({ where: { chainId: { equals: caipNetworkId } }, orderBy: { id: 'asc' } })
  return { native: rows.find((t) => t.isNative) ?? null, erc20s: rows.filter((t) => !t.isNative) }
}

/** A catalogue token as the chain describes it: name, symbol and decimals read from its contract. */
export type ChainToken = Row<'token'> & { contract: Address }

/** Reads each token's metadata from the chain; a token with no code there (not deployed) is left out. */
export async function onChain(node: PublicClient, tokens: readonly Row<'token'>[]): Promise<ChainToken[]> {
  const read = await Promise.all(
    tokens.map(async (token): Promise<ChainToken | null> => {
      const address = getAddress(token.contract)
      if (!(await node.getCode({ address }))) return null
      const [name, symbol, decimals] = await Promise.all([
        node.readContract({ address, abi: erc20Abi, functionName: 'name' }),
        node.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
        node.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
      ])
      return { ...token, contract: address, name, symbol, decimals }
    }),
  )
  return read.filter((t) => t !== null)
}
