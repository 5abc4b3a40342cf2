// The demo token on a real anvil: deployed at its fixed address with the holders funded, a
// working ERC-20, and deployed once however often it is asked.
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  getContractAddress,
  http,
  parseUnits,
  type Address,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../mocks/chain/anvil'
import { deployDemoToken, demoToken, demoTokenAddress } from '../../mocks/chain/demoToken'
import { fixtures } from '../../mocks/db/fixtures'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { nodeStartBound } from '../support/waits'
import { demoChain } from '../../mocks/wallets/chains'

let anvil: Anvil
beforeAll(async () => void (anvil = await startAnvil()))
afterAll(() => anvil?.stop())

const nodeOf = (url: string) => createPublicClient({ transport: http(url), cacheTime: 0 })
const read = <F extends 'balanceOf' | 'name' | 'symbol' | 'decimals' | 'totalSupply' | 'allowance'>(
  functionName: F,
  args: readonly unknown[] = [],
) =>
  nodeOf(anvil.url).readContract({
    address: demoTokenAddress,
    abi: erc20Abi,
    functionName,
    args,
  } as never) as Promise<unknown>
const walletOf = (index: 0 | 1 | 2) =>
  createWalletClient({
    account: privateKeyToAccount(anvilPrivateKeys[index]),
    chain: demoChain({ id: 31337 }, anvil.url),
    transport: http(anvil.url),
  })
const [holder0, holder1, holder2] = fixtures.anvilAccounts.map((a) => getAddress(a)) as [Address, Address, Address]

describe('demoTokenAddress', () => {
  it("is anvil's first account's nonce-0 contract, the address the mock db prices", () => {
    expect(demoTokenAddress).toBe(getContractAddress({ from: holder0, nonce: 0n }))
    expect(`eip155:31337:${demoTokenAddress}`).toBe(fixtures.tokenAddresses.anvilTestToken)
  })
})

describe('deployDemoToken on a fresh anvil', () => {
  it('deploys Portico Test Token (PTC, 18 decimals) at demoTokenAddress', async () => {
    const started = performance.now()
    expect(await deployDemoToken(anvil.url)).toEqual({ address: demoTokenAddress, deployed: true })
    console.log(`[demo token] deployed in ${(performance.now() - started).toFixed(0)} ms`)
    expect(await read('name')).toBe('Portico Test Token')
    expect(await read('symbol')).toBe('PTC')
    expect(await read('decimals')).toBe(18)
  })

  it("funds anvil's first three accounts with 1,000,000 PTC each, and nothing more exists", async () => {
    for (const holder of [holder0, holder1, holder2])
      expect(await read('balanceOf', [holder])).toBe(parseUnits('1000000', 18))
    expect(await read('totalSupply')).toBe(parseUnits('3000000', 18))
    expect(demoToken.holders).toEqual([holder0, holder1, holder2])
  })

  it('a transfer moves the amount from sender to recipient and logs a Transfer', async () => {
    const node = nodeOf(anvil.url)
    const recipient = '0x00000000000000000000000000000000000a11ce' as Address
    const hash = await walletOf(1).writeContract({
      address: demoTokenAddress,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('12.5', 18)],
    })
    const receipt = await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await read('balanceOf', [holder1])).toBe(parseUnits('999987.5', 18))
    expect(await read('balanceOf', [recipient])).toBe(parseUnits('12.5', 18))
    const [log] = await node.getContractEvents({
      address: demoTokenAddress,
      abi: erc20Abi,
      eventName: 'Transfer',
      blockHash: receipt.blockHash,
    })
    expect(log?.args).toEqual({ from: holder1, to: getAddress(recipient), value: parseUnits('12.5', 18) })
  })

  it('approve and transferFrom spend the allowance down', async () => {
    const node = nodeOf(anvil.url)
    const approveHash = await walletOf(2).writeContract({
      address: demoTokenAddress,
      abi: erc20Abi,
      functionName: 'approve',
      args: [holder0, parseUnits('100', 18)],
    })
    await node.waitForTransactionReceipt({ hash: approveHash, pollingInterval: 50 })
    const hash = await walletOf(0).writeContract({
      address: demoTokenAddress,
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [holder2, holder0, parseUnits('40', 18)],
    })
    await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(await read('allowance', [holder2, holder0])).toBe(parseUnits('60', 18))
    expect(await read('balanceOf', [holder0])).toBe(parseUnits('1000040', 18))
  })

  it('a transfer beyond the balance reverts', async () => {
    await expect(
      walletOf(1).writeContract({
        address: demoTokenAddress,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [holder0, parseUnits('2000000', 18)],
      }),
    ).rejects.toThrow(/exceeds balance/)
  })

  it('does nothing when the token is already there', async () => {
    const node = nodeOf(anvil.url)
    const blockBefore = await node.getBlockNumber()
    expect(await deployDemoToken(anvil.url)).toEqual({ address: demoTokenAddress, deployed: false })
    expect(await node.getBlockNumber()).toBe(blockBefore)
  })
})

describe('deployDemoToken on a used anvil', () => {
  it(
    "refuses, naming why, when anvil's first account has already sent a transaction",
    async () => {
      const used = await startAnvil()
      try {
        const wallet = createWalletClient({
          account: privateKeyToAccount(anvilPrivateKeys[0]),
          chain: demoChain({ id: 31337 }, used.url),
          transport: http(used.url),
        })
        await nodeOf(used.url).waitForTransactionReceipt({
          hash: await wallet.sendTransaction({ to: holder1, value: 1n }),
          pollingInterval: 50,
        })
        await expect(deployDemoToken(used.url)).rejects.toThrow(/already sent 1 transaction/)
      } finally {
        await used.stop()
      }
    },
    nodeStartBound,
  )
})
