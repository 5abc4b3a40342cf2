// The demo's anvil as the browser tests read it back: balances before and after what the page did.
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { inject } from 'vitest'

export const demoChain = () =>
  createPublicClient({ transport: http(inject('anvilUrl'), { retryCount: 0 }), cacheTime: 0 })

export const ethBalanceOf = (owner: Address) => demoChain().getBalance({ address: owner })

export const tokenBalanceOf = (token: Address, owner: Address) =>
  demoChain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
