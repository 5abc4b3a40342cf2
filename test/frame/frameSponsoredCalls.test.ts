// The fake frame's smart account as an ERC-4337 account, through the frame protocol, on real
// parts: the demo chain with the EntryPoint, Pimlico's Alto bundler, the verifying paymaster and
// its ERC-7677 service (startSponsoredChain, once here). With a bundler the frame says it takes a
// paymaster service, and a batch naming one is one user operation the paymaster pays for: the
// visitor (tokens from the faucet, no ETH, the account not deployed yet) approves once in the
// frame and pays nothing. A refusal of the service comes in its own words, before any approval.
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { entryPoint } from '../../mocks/chain/aa/entryPoint'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { faucet } from '../../mocks/frame/frameSmartAccount'
import { flowSteps } from '../support/waits'
import { sponsoredChainForFile } from '../support/sponsoredChainForFile'
import { accountsOf, connectedPair } from './support/framePair'

const sponsoredChain = sponsoredChainForFile()

const node = () => createPublicClient({ transport: http(sponsoredChain().chain.url), cacheTime: 0 })
const ethOf = (address: Address) => node().getBalance({ address })
const ptcOf = (address: Address) =>
  node().readContract({ address: demoTokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const depositOf = () =>
  node().readContract({ ...entryPoint, functionName: 'balanceOf', args: [sponsoredChain().paymaster.address] })
const stranger = () => privateKeyToAccount(generatePrivateKey()).address
const transfer = (to: Address, amount: string) => ({
  to: demoTokenAddress,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 18)] }),
})

/** Signed in by email, with the bundler and the tokens-only faucet; every approval in the frame counted and given. */
async function signedIn(email: string) {
  const pair = connectedPair({
    rpcUrl: sponsoredChain().chain.url,
    smartAccounts: { networks: [31337], faucet: 'tokens', bundlerUrl: sponsoredChain().bundlerUrl },
  })
  pair.auth.approveDevice(email)
  await pair.client.request('connectEmail', { email })
  await pair.client.request('connectOtp', { otp: pair.auth.inbox(email).at(-1)!.value })
  const approved: string[] = []
  pair.wallet.setMode('manual')
  pair.wallet.approvals.onChange(() => {
    for (const request of pair.wallet.approvals.pending())
      if (pair.wallet.approvals.approve(request.id)) approved.push(request.method)
  })
  const user = await pair.client.request('getUser', { chainId: 31337 })
  const { eoa: owner, smartAccount: smart } = accountsOf(email)
  const rpc = (method: string, params: unknown[]) => pair.client.request('rpcRequest', { method, params })
  const sendCalls = (calls: { to: Address; data: Hex }[], paymasterUrl = sponsoredChain().paymasterUrl) =>
    rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: smart,
        atomicRequired: true,
        calls,
        capabilities: { paymasterService: { url: paymasterUrl } },
      },
    ]) as Promise<{ id: Hex }>
  return { user, owner, smart, approved, rpc, sendCalls }
}

describe("the frame's smart account, sponsored (ERC-7677 over EIP-5792, as an ERC-4337 account)", flowSteps(6), () => {
  it('says it takes a paymaster service on the chain, beside atomic batches', async () => {
    const { rpc, smart } = await signedIn('capabilities@example.com')
    await expect(rpc('wallet_getCapabilities', [smart])).resolves.toEqual({
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
  })

  it('runs two PTC transfers as one user operation the paymaster pays: one approval, no ETH for the account or its owner, the account deployed by it; the next goes the same way', async () => {
    const { user, owner, smart, approved, rpc, sendCalls } = await signedIn('sponsored@example.com')
    // The faucet's tokens, and nothing else: no ETH, no deployment.
    expect(user).toMatchObject({ address: smart, smartAccountDeployed: false })
    expect([await ethOf(smart), await ethOf(owner), await ptcOf(smart)]).toEqual([0n, 0n, faucet.ptc])
    expect(await node().getCode({ address: smart })).toBeUndefined()
    const deposit = await depositOf()
    const [first, second] = [stranger(), stranger()]

    const { id } = await sendCalls([transfer(first!, '3'), transfer(second!, '4')])
    expect(approved).toEqual(['wallet_sendCalls'])
    // The id is the user operation's hash: its status is the bundler's receipt of it.
    const statusOf = async (batch: Hex) => ((await rpc('wallet_getCallsStatus', [batch])) as { status: number }).status
    await expect.poll(() => statusOf(id), flowSteps(2)).toBe(200)
    const answered = (await rpc('wallet_getCallsStatus', [id])) as {
      id: Hex
      atomic: boolean
      receipts: { status: Hex; transactionHash: Hex; logs: unknown[] }[]
    }
    expect(answered).toMatchObject({ id, atomic: true, receipts: [{ status: '0x1' }] })
    expect(answered.receipts[0]!.logs.length).toBeGreaterThanOrEqual(2)
    const bundle = await node().getTransactionReceipt({ hash: answered.receipts[0]!.transactionHash })
    expect(bundle.to?.toLowerCase()).toBe(entryPoint.address.toLowerCase())

    expect([await ptcOf(first!), await ptcOf(second!)]).toEqual([parseUnits('3', 18), parseUnits('4', 18)])
    expect(await ptcOf(smart)).toBe(faucet.ptc - parseUnits('7', 18))
    expect([await ethOf(smart), await ethOf(owner)]).toEqual([0n, 0n])
    expect(await depositOf()).toBeLessThan(deposit)
    expect(await node().getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)

    // The next one, the account deployed now: sponsored the same way.
    const next = await sendCalls([transfer(first!, '1')])
    await expect.poll(() => statusOf(next.id), flowSteps(2)).toBe(200)
    expect(approved).toEqual(['wallet_sendCalls', 'wallet_sendCalls'])
    expect(await ptcOf(first!)).toBe(parseUnits('4', 18))
    expect([await ethOf(smart), await ethOf(owner)]).toEqual([0n, 0n])
  })

  it("a paymaster's refusal, or a service that cannot be reached: a provider error in its words, nothing asked or sent", async () => {
    const { smart, approved, sendCalls } = await signedIn('refused@example.com')
    const deposit = await depositOf()
    // The demo's policy pays for its own contracts only.
    const elsewhere = stranger()
    await expect(sendCalls([{ to: elsewhere, data: '0x12345678' }])).rejects.toThrow(
      `Not sponsored: a call to ${elsewhere}, which is not one of the demo chain's contracts`,
    )
    await expect(sendCalls([transfer(stranger(), '1')], 'http://127.0.0.1:9/paymaster')).rejects.toThrow(
      'The paymaster service at http://127.0.0.1:9/paymaster could not be reached.',
    )
    expect(approved).toEqual([])
    expect(await ptcOf(smart)).toBe(faucet.ptc)
    expect(await depositOf()).toBe(deposit)
  })
})
