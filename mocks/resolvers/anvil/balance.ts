// `GET /v1/account/{address}/balance` for a network a local anvil answers: the native balance
// (eth_getBalance) and the balance of each catalogue ERC-20 deployed there (balanceOf), with
// name, symbol and decimals from the chain and the price and icon from the mock db.
import { erc20Abi, getAddress, isAddress } from 'viem'
import type { blockchainContract } from '../../../src/contract/blockchain'
import { mostValuableFirst } from '../account'
import { refuse } from '../answers'
import { balanceItemOf } from '../entities'
import { catalogueOf, nodeAt, onChain } from './node'
import type { AnvilResolver } from './types'

export const anvilBalance: AnvilResolver<(typeof blockchainContract)['balance']> = async (
  { params, query },
  { db, anvil },
) => {
  if (!isAddress(params.address, { strict: false })) return refuse(400, 'The address provided is invalid', 'address')
  const account = getAddress(params.address)
  const node = nodeAt(anvil.url)
  const { native, erc20s } = catalogueOf(db, query.chainId)
  const tokens = await onChain(node, erc20s)
  const [wei, ...raws] = await Promise.all([
    node.getBalance({ address: account }),
    ...tokens.map((t) =>
      node.readContract({ address: t.contract, abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
    ),
  ])
  const held = [
    ...(native ? [{ token: native, raw: wei }] : []),
    ...tokens.map((token, i) => ({ token, raw: raws[i]! })),
  ]
  // As the db answer: only what the account holds, most valuable first.
  const balances = held.filter(({ raw }) => raw > 0n).map(({ token, raw }) => balanceItemOf(token, raw.toString()))
  return { json: { balances: balances.sort(mostValuableFirst) } }
}
