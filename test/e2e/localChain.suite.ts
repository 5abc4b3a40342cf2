// The demo's local chain: the token is deployed at start, and the page's own mocks (the service
// worker) answer the Anvil network's balance and history from the chain, so what is sent there
// shows up.
import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, erc20Abi, formatEther, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken } from '../../mocks/chain/swapPool'
import { fixtures } from '../../mocks/db/fixtures'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { demoChain } from '../../mocks/wallets/chains'
import { demoAddress, demoBrowserPerFile } from './support/demo'

const openDemoPage = demoBrowserPerFile()

/** A Blockchain API call made from the page, as Portico makes it: the worker answers. */
async function fromPage<T>(page: Page, path: string, query: Record<string, string>): Promise<T> {
  const url = new URL(`https://rpc.walletconnect.org/v1/account/${demoAddress}/${path}`)
  for (const [key, value] of Object.entries({
    ...query,
    chainId: 'eip155:31337',
    projectId: fixtures.projectId,
    st: 'portico',
    sv: 'e2e',
  }))
    url.searchParams.set(key, value)
  return page.evaluate(async (href) => {
    const response = await fetch(href)
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
    return response.json()
  }, url.href) as Promise<T>
}

type Balances = { balances: { symbol: string; quantity: { numeric: string } }[] }
type History = {
  data: {
    id: string
    metadata: { operationType: string; sentFrom: string }
    transfers: { direction: string; quantity: { numeric: string }; fungible_info?: { symbol: string } }[]
  }[]
}

describe('the local chain in the demo', () => {
  it("answers the Anvil network's balance and history from the chain, a transfer included", async () => {
    const { page } = await openDemoPage()
    const anvilUrl = inject('anvilUrl')
    const node = createPublicClient({ transport: http(anvilUrl), cacheTime: 0 })
    const sender = createWalletClient({
      account: privateKeyToAccount(anvilPrivateKeys[2]),
      chain: demoChain({ id: 31337 }, anvilUrl),
      transport: http(anvilUrl),
    })
    const ptcBefore = await node.readContract({
      address: demoTokenAddress,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [demoAddress],
    })

    const hash = await sender.writeContract({
      address: demoTokenAddress,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [demoAddress, parseUnits('7.25', 18)],
    })
    await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })

    const { balances } = await fromPage<Balances>(page, 'balance', { currency: 'usd' })
    const wei = await node.getBalance({ address: demoAddress })
    const pusd = await node.readContract({
      address: dollarToken.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [demoAddress],
    })
    expect(balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([
      ['ETH', formatEther(wei)],
      ['PTC', formatEther(ptcBefore + parseUnits('7.25', 18))],
      ['PUSD', formatEther(pusd)],
    ])
    const { data } = await fromPage<History>(page, 'history', {})
    expect(data[0]).toMatchObject({
      id: hash,
      metadata: { operationType: 'receive', sentFrom: sender.account.address },
      transfers: [{ direction: 'in', quantity: { numeric: '7.25' }, fungible_info: { symbol: 'PTC' } }],
    })
  })
})
