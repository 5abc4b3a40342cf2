// A token's symbol and decimals as its contract says them (ERC-20's optional symbol() and
// decimals()), asked together so the node's transport sends them as one batch. A token that does
// not say is named by its address with no decimals, never guessed.
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { NodeAsk } from './simulateRequest'

export interface TokenUnit {
  symbol: string
  decimals: number
}

async function read<T>(ask: NodeAsk, to: string, functionName: 'symbol' | 'decimals'): Promise<T | undefined> {
  try {
    const data = encodeFunctionData({ abi: erc20Abi, functionName })
    const answer = (await ask('eth_call', [{ to, data }, 'latest'])) as Hex
    return decodeFunctionResult({ abi: erc20Abi, functionName, data: answer }) as T
  } catch {
    return undefined
  }
}

export async function tokenFacts(ask: NodeAsk, tokens: readonly string[]): Promise<Map<string, TokenUnit>> {
  const read2 = await Promise.all(
    tokens.map(async (token) => {
      const [symbol, decimals] = await Promise.all([
        read<string>(ask, token, 'symbol'),
        read<number>(ask, token, 'decimals'),
      ])
      return [token, { symbol: symbol ?? token, decimals: decimals ?? 0 }] as const
    }),
  )
  return new Map(read2)
}
