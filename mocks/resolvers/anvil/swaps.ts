// Swaps on a network a local anvil answers (src/handlers/convert/*.rs, shaped as swaps.ts shapes
// the db's): the tokens the pool trades (the db's catalogue of the network, as deployed there),
// quotes from PorticoSwapPool's reserves, allowances read from the chain, and ready-to-send
// transactions that call the pool, so a swap made in the modal moves balances on the chain. The
// gas price tiers stay the db's.
import { encodeFunctionData, erc20Abi, type Address } from 'viem'
import type { blockchainContract } from '../../../src/contract/blockchain'
import { nativeToken, swapPool } from '../../chain/swapPool'
import { refuse } from '../answers'
import { swapTokenOf } from '../entities'
import { catalogueOf, nodeAt } from './node'
import type { AnvilResolver } from './types'

type Contract = typeof blockchainContract

const maxUint256 = 2n ** 256n - 1n

/** A CAIP address's network and asset (the native coin keeps the Blockchain API's 0xEeee… name). */
const split = (caipAddress: string) => {
  const [namespace, reference, asset] = caipAddress.split(':')
  return { network: `${namespace}:${reference}`, asset: asset as Address }
}

const differentNetworks = () => refuse(400, 'Invalid parameter: `from` and `to` chain IDs must have the same value')

/** What the pool gives for `amount` now; undefined when it has no pool for the pair. */
async function amountOut(url: string, from: Address, to: Address, amount: bigint): Promise<bigint | undefined> {
  try {
    return (await nodeAt(url).readContract({
      address: swapPool.address,
      abi: swapPool.abi,
      functionName: 'getAmountOut',
      args: [from, to, amount],
    })) as bigint
  } catch {
    return undefined
  }
}

const unsupported = () => refuse(400, 'Conversion parameter error: token is not supported')

export const anvilConvertTokens: AnvilResolver<Contract['convertTokens']> = async ({ query }, { db, anvil }) => {
  const { native, erc20s } = catalogueOf(db, query.chainId)
  const node = nodeAt(anvil.url)
  // Only what is deployed on this chain: a token the node has no code for cannot be swapped.
  const deployed = await Promise.all(
    erc20s.map(async (token) => ((await node.getCode({ address: token.contract as Address })) ? token : undefined)),
  )
  const tokens = [...(native ? [native] : []), ...deployed.filter((token) => token !== undefined)]
    .filter((token) => !query.address || token.contract.toLowerCase() === query.address.toLowerCase())
    .map(swapTokenOf)
  return { json: { tokens } }
}

export const anvilConvertQuotes: AnvilResolver<Contract['convertQuotes']> = async ({ query }, { anvil }) => {
  const from = split(query.from)
  const to = split(query.to)
  if (from.network !== to.network) return differentNetworks()
  const out = await amountOut(anvil.url, from.asset, to.asset, BigInt(query.amount))
  if (out === undefined) return unsupported()
  return {
    json: {
      quotes: [
        { id: null, fromAmount: query.amount, fromAccount: query.from, toAmount: out.toString(), toAccount: query.to },
      ],
    },
  }
}

export const anvilConvertAllowance: AnvilResolver<Contract['convertAllowance']> = async ({ query }, { anvil }) => {
  const token = split(query.tokenAddress).asset
  // The native coin is sent as the value: nothing to allow.
  if (token.toLowerCase() === nativeToken.toLowerCase()) return { json: { allowance: maxUint256.toString() } }
  const allowance = await nodeAt(anvil.url).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [split(query.userAddress).asset, swapPool.address],
  })
  return { json: { allowance: allowance.toString() } }
}

export const anvilConvertBuildApprove: AnvilResolver<Contract['convertBuildApprove']> = async (
  { query },
  { anvil },
) => {
  const from = split(query.from)
  const token = split(query.to)
  if (from.network !== token.network) return differentNetworks()
  if (token.asset.toLowerCase() === nativeToken.toLowerCase())
    return refuse(400, 'Conversion parameter error: native currency needs no approval')
  const amount = query.amount === undefined ? maxUint256 : BigInt(query.amount)
  const gasPrice = await nodeAt(anvil.url).getGasPrice()
  return {
    json: {
      tx: {
        from: query.from,
        to: query.to,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [swapPool.address, amount] }),
        value: '0',
        eip155: { gasPrice: gasPrice.toString() },
      },
    },
  }
}

// The pool's swap for the user, with the minimum the slippage (whole percent) allows; as the
// server does, the expected amount bought is given and no value (the client sends a native
// `from` as the transaction's value itself).
export const anvilConvertBuildTransaction: AnvilResolver<Contract['convertBuildTransaction']> = async (
  { body },
  { anvil },
) => {
  const from = split(body.from)
  const to = split(body.to)
  if (from.network !== to.network) return differentNetworks()
  const amount = BigInt(body.amount)
  const expected = await amountOut(anvil.url, from.asset, to.asset, amount)
  if (expected === undefined) return unsupported()
  const minimum = (expected * BigInt(100 - body.eip155.slippage)) / 100n
  const user = split(body.userAddress).asset
  const node = nodeAt(anvil.url)
  const data = encodeFunctionData({
    abi: swapPool.abi,
    functionName: 'swap',
    args: [from.asset, to.asset, amount, minimum, user],
  })
  return {
    json: {
      tx: {
        from: body.userAddress,
        to: `${from.network}:${swapPool.address}`,
        data,
        amount: expected.toString(),
        eip155: { gas: '250000', gasPrice: (await node.getGasPrice()).toString() },
      },
    },
  }
}
