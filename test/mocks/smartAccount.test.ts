// The embedded wallet's smart account on a real anvil: the factory at its fixed address, each
// owner's account where CREATE2 says before it exists, ERC-1271 signatures viem's verifyMessage
// accepts for the account (and refuses from anyone else), and calls executed for the owner only.
import { createPublicClient, createWalletClient, http, parseEther, toHex, verifyMessage, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { demoChainForFile } from '../support/demoChainForFile'
import {
  accountFactoryAbi,
  accountFactoryAddress,
  smartAccountAbi,
  smartAccountOf,
} from '../../mocks/chain/smartAccount'
import { demoChain } from '../../mocks/wallets/chains'

const anvil = demoChainForFile()

const node = () => createPublicClient({ transport: http(anvil().url), cacheTime: 0 })
async function funded() {
  const owner = privateKeyToAccount(generatePrivateKey())
  await node().request({
    method: 'anvil_setBalance' as never,
    params: [owner.address, toHex(parseEther('10'))] as never,
  })
  const wallet = createWalletClient({
    account: owner,
    chain: demoChain({ id: 31337 }, anvil().url),
    transport: http(anvil().url),
  })
  return { owner, wallet }
}
async function deployed(wallet: Awaited<ReturnType<typeof funded>>['wallet'], owner: Address) {
  const hash = await wallet.writeContract({
    address: accountFactoryAddress,
    abi: accountFactoryAbi,
    functionName: 'createAccount',
    args: [owner],
  })
  await node().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return smartAccountOf(owner)
}

describe('the smart account (ERC-1271) on anvil', () => {
  it('lands where CREATE2 said, for its owner', async () => {
    const { owner, wallet } = await funded()
    const predicted = smartAccountOf(owner.address)
    expect(await node().getCode({ address: predicted })).toBeUndefined()
    expect(
      await node().readContract({
        address: accountFactoryAddress,
        abi: accountFactoryAbi,
        functionName: 'accountOf',
        args: [owner.address],
      }),
    ).toBe(predicted)
    await deployed(wallet, owner.address)
    expect(await node().getCode({ address: predicted })).toMatch(/^0x[0-9a-f]+$/)
    expect(await node().readContract({ address: predicted, abi: smartAccountAbi, functionName: 'owner' })).toBe(
      owner.address,
    )
  })

  it("viem's verifyMessage accepts the owner's signature for the account, and refuses another key's", async () => {
    const { owner, wallet } = await funded()
    const account = await deployed(wallet, owner.address)
    const message = 'Signed by a smart account'
    const signature = await owner.signMessage({ message })
    expect(await verifyMessage({ address: account, message, signature })).toBe(false) // not an EOA signature for that address
    expect(await node().verifyMessage({ address: account, message, signature })).toBe(true)
    const stranger = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
    expect(await node().verifyMessage({ address: account, message, signature: stranger })).toBe(false)
  })

  it('executes a transfer for its owner, and reverts for anyone else', async () => {
    const { owner, wallet } = await funded()
    const account = await deployed(wallet, owner.address)
    await node().request({ method: 'anvil_setBalance' as never, params: [account, toHex(parseEther('1'))] as never })
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = await wallet.writeContract({
      address: account,
      abi: smartAccountAbi,
      functionName: 'execute',
      args: [to, parseEther('0.25'), '0x'],
    })
    expect((await node().waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    expect(await node().getBalance({ address: to })).toBe(parseEther('0.25'))
    const other = await funded()
    await expect(
      other.wallet.writeContract({
        address: account,
        abi: smartAccountAbi,
        functionName: 'execute',
        args: [to, 1n, '0x'],
      }),
    ).rejects.toThrow(/NotOwner|reverted/)
  })
})
