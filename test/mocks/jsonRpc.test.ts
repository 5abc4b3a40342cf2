import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { fixtures, providerStates, stateNames } from '../../mocks/db'
import { blockchainResolvers } from '../../mocks/resolvers/blockchain'
import { ask, jsonOf, refusalOf, seededDb } from './resolverSupport'

const { account, tokenAddresses: t } = fixtures
const usdc = t.ethereumUsdc.split(':')[2] as `0x${string}`

async function rpc(
  method: string,
  params: unknown[] = [],
  chainId: string = fixtures.chainId,
  db = seededDb(),
  id: number | string = 7,
) {
  return ask(blockchainResolvers.rpc, db, { query: { chainId }, body: { jsonrpc: '2.0', id, method, params } })
}
const resultOf = async (...args: Parameters<typeof rpc>) => {
  const json = jsonOf(await rpc(...args)) as { result?: unknown; error?: unknown }
  if (!('result' in json)) throw new Error(`JSON-RPC error: ${JSON.stringify(json.error)}`)
  return json.result
}

describe('JSON-RPC over HTTP', () => {
  it('answers the chain of the chainId query: eth_chainId and net_version', async () => {
    expect(await resultOf('eth_chainId', [], 'eip155:137')).toBe('0x89')
    expect(await resultOf('net_version', [], 'eip155:8453')).toBe('8453')
  })

  it('keeps the request id, number or string', async () => {
    expect(jsonOf(await rpc('eth_blockNumber', [], fixtures.chainId, seededDb(), 'abc'))).toMatchObject({ id: 'abc' })
  })

  it('gives the native balance the balances call shows, in wei', async () => {
    expect(BigInt((await resultOf('eth_getBalance', [account, 'latest'])) as string)).toBe(1_234_500_000_000_000_000n)
    expect(await resultOf('eth_getBalance', [fixtures.emptyAccount, 'latest'])).toBe('0x0')
  })

  it('answers ERC-20 balanceOf, decimals and symbol in ABI encoding', async () => {
    const call = async (functionName: 'balanceOf' | 'decimals' | 'symbol', args: readonly unknown[] = []) => {
      const data = encodeFunctionData({ abi: erc20Abi, functionName, args } as never)
      const result = (await resultOf('eth_call', [{ to: usdc, data }, 'latest'])) as `0x${string}`
      return decodeFunctionResult({ abi: erc20Abi, functionName, data: result } as never)
    }
    expect(await call('balanceOf', [account])).toBe(2_500_500_000n)
    expect(await call('decimals')).toBe(6)
    expect(await call('symbol')).toBe('USDC')
  })

  it('answers a call to an address without code with empty data', async () => {
    expect(await resultOf('eth_call', [{ to: fixtures.emptyAccount, data: '0x313ce567' }, 'latest'])).toBe('0x')
  })

  it('estimates 21000 gas for a plain transfer and more for a call', async () => {
    expect(await resultOf('eth_estimateGas', [{ from: account, to: fixtures.emptyAccount, value: '0x1' }])).toBe(
      '0x5208',
    )
    expect(
      BigInt((await resultOf('eth_estimateGas', [{ from: account, to: usdc, data: '0xa9059cbb' }])) as string),
    ).toBeGreaterThan(21_000n)
  })

  it('gives eth_gasPrice from the chain row', async () => {
    expect(BigInt((await resultOf('eth_gasPrice')) as string)).toBe(12_500_000_000n)
  })

  it('answers any other method with -32601 "Method not found" on HTTP 200', async () => {
    const answer = await rpc('eth_sendTransaction', [{}])
    expect(answer).toEqual({ json: { jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not found' } } })
  })

  it('answers a batch call by call, in its order, each call its own answer or error', async () => {
    const call = (id: number, method: string, params: unknown[] = []) => ({
      jsonrpc: '2.0' as const,
      id,
      method,
      params,
    })
    const answer = await ask(blockchainResolvers.rpc, seededDb(), {
      query: { chainId: 'eip155:137' },
      body: [call(3, 'eth_chainId'), call(1, 'eth_sendTransaction', [{}]), call(2, 'eth_getBalance', ['0x12'])],
    })
    expect(jsonOf(answer)).toEqual([
      { jsonrpc: '2.0', id: 3, result: '0x89' },
      { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'Invalid params: eth_getBalance needs an address' } },
    ])
  })

  it('refuses a chain the API does not serve', async () => {
    const db = seededDb()
    providerStates[stateNames.activeNetworkNotSupported]!(db)
    expect(refusalOf(await rpc('eth_chainId', [], fixtures.chainId, db)).status).toBe(400)
    expect(refusalOf(await rpc('eth_chainId', [], 'eip155:999999')).status).toBe(400)
  })
})
