// The fake frame's smart account on a real anvil, through the frame protocol: by default (section
// 6: eip155 prefers the smart account) the user is their smart account, deployed and funded by
// the fake backend; its signatures pass ERC-1271 in viem, its transactions execute through it;
// switching to the EOA makes the owner's key the account again.
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoChain, type DemoChain } from '../../mocks/chain/demoChain'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { smartAccountOf } from '../../mocks/chain/smartAccount'
import { faucet } from '../../mocks/frame/frameSmartAccount'
import { userKey } from '../../mocks/frame/frameWallet'
import { connectedPair, secret } from './support/framePair'

let anvil: DemoChain
beforeAll(async () => void (anvil = await startDemoChain()), 30_000)
afterAll(() => anvil?.stop())

const node = () => createPublicClient({ transport: http(anvil.url), cacheTime: 0 })

async function signedIn(email: string) {
  const pair = connectedPair({ rpcUrl: anvil.url, smartAccounts: { networks: [31337], faucet: true } })
  pair.auth.approveDevice(email)
  await pair.client.request('connectEmail', { email })
  await pair.client.request('connectOtp', { otp: pair.auth.inbox(email).at(-1)!.value })
  const owner = privateKeyToAccount(userKey(secret, email)).address
  return { ...pair, owner, smart: smartAccountOf(owner) }
}

describe("the fake frame's smart account, on anvil", () => {
  it('is the user by default: deployed, funded, and its signatures pass ERC-1271', async () => {
    const { client, owner, smart } = await signedIn('smart@example.com')
    await expect(client.request('getSmartAccountEnabledNetworks', undefined)).resolves.toEqual({
      smartAccountEnabledNetworks: [31337],
    })
    const user = await client.request('getUser', { chainId: 31337 })
    expect(user).toMatchObject({ address: smart, preferredAccountType: 'smartAccount', smartAccountDeployed: true })
    expect(user.accounts).toEqual([
      { address: smart, type: 'smartAccount' },
      { address: owner, type: 'eoa' },
    ])
    expect(await node().getCode({ address: smart })).toBeDefined()
    expect(
      await node().readContract({ address: demoTokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [smart] }),
    ).toBe(faucet.ptc)

    const message = 'hello from a smart account'
    const signature = (await client.request('rpcRequest', {
      method: 'personal_sign',
      params: ['0x' + Buffer.from(message).toString('hex'), smart],
    })) as Hex
    expect(await node().verifyMessage({ address: smart, message, signature })).toBe(true)
  })

  it('sends PTC from the smart account, through its execute', async () => {
    const { client, smart } = await signedIn('sender@example.com')
    await client.request('getUser', { chainId: 31337 })
    const to = privateKeyToAccount(generatePrivateKey()).address
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('25', 18)] })
    const hash = (await client.request('rpcRequest', {
      method: 'eth_sendTransaction',
      params: [{ from: smart, to: demoTokenAddress, data }],
    })) as Hex
    expect((await node().waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    const balanceOf = (address: Address) =>
      node().readContract({ address: demoTokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    expect(await balanceOf(to)).toBe(parseUnits('25', 18))
    expect(await balanceOf(smart)).toBe(faucet.ptc - parseUnits('25', 18))
  })

  it('switching to the EOA makes the owner the account, and back', async () => {
    const { client, owner, smart } = await signedIn('switch@example.com')
    await client.request('getUser', { chainId: 31337 })
    await expect(client.request('setPreferredAccount', { type: 'eoa' })).resolves.toEqual({
      type: 'eoa',
      address: owner,
    })
    await expect(client.request('rpcRequest', { method: 'eth_accounts' })).resolves.toEqual([owner])
    await expect(client.request('setPreferredAccount', { type: 'smartAccount' })).resolves.toEqual({
      type: 'smartAccount',
      address: smart,
    })
  })
})
