// The fake frame's smart account on a real anvil, through the frame protocol: by default (section
// 6: eip155 prefers the smart account) the user is their smart account, deployed and funded by
// the fake backend; its signatures pass ERC-1271 in viem, its transactions execute through it;
// a batch of calls goes through it as one transaction; switching to the EOA makes the owner's
// key the account again.
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { demoChainForFile } from '../support/demoChainForFile'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { smartAccountOf } from '../../mocks/chain/smartAccount'
import { faucet } from '../../mocks/frame/frameSmartAccount'
import { userKey } from '../../mocks/frame/frameWallet'
import { connectedPair, secret } from './support/framePair'

const anvil = demoChainForFile()

const node = () => createPublicClient({ transport: http(anvil().url), cacheTime: 0 })

async function signedIn(email: string) {
  const pair = connectedPair({ rpcUrl: anvil().url, smartAccounts: { networks: [31337], faucet: true } })
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

  it('EIP-5792: a batch of calls (wallet_sendCalls) is one transaction through executeBatch, all or nothing', async () => {
    const { client, smart } = await signedIn('batch@example.com')
    await client.request('getUser', { chainId: 31337 })
    await expect(client.request('rpcRequest', { method: 'wallet_getCapabilities', params: [smart] })).resolves.toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
    const [first, second] = [generatePrivateKey(), generatePrivateKey()].map((key) => privateKeyToAccount(key).address)
    const transfer = (to: Address, amount: string) => ({
      to: demoTokenAddress,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 18)] }),
    })
    const { id } = (await client.request('rpcRequest', {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: smart,
          atomicRequired: true,
          calls: [transfer(first!, '3'), transfer(second!, '4')],
        },
      ],
    })) as { id: Hex }
    await node().waitForTransactionReceipt({ hash: id, pollingInterval: 50 })
    const status = (await client.request('rpcRequest', { method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      atomic: boolean
      receipts: { transactionHash: Hex }[]
    }
    expect(status).toMatchObject({ status: 200, atomic: true, receipts: [{ transactionHash: id }] })
    const balanceOf = (address: Address) =>
      node().readContract({ address: demoTokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    expect([await balanceOf(first!), await balanceOf(second!)]).toEqual([parseUnits('3', 18), parseUnits('4', 18)])

    // One call that fails fails the batch: the account's CallFailed for the second call, and
    // the first call's transfer is not made either.
    await expect(
      client.request('rpcRequest', {
        method: 'wallet_sendCalls',
        params: [{ calls: [transfer(first!, '1'), transfer(second!, '1000000')] }],
      }),
    ).rejects.toThrow(/reverted.*custom error 0x5c0dee5d: 0{63}1/)
    expect(await balanceOf(first!)).toBe(parseUnits('3', 18))
  })

  it('an EOA makes no batches: wallet_sendCalls says to switch to the smart account', async () => {
    const { client, owner } = await signedIn('eoa-batch@example.com')
    await client.request('getUser', { chainId: 31337 })
    await client.request('setPreferredAccount', { type: 'eoa' })
    await expect(
      client.request('rpcRequest', { method: 'wallet_sendCalls', params: [{ calls: [{ to: owner, value: '0x1' }] }] }),
    ).rejects.toThrow('Batched calls need the smart account: switch to it first')
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
