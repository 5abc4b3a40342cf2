// Solana's JSON-RPC over the mocked Blockchain API (`POST /v1/?chainId=solana:…`), answered from
// the db as a Solana node answers: the reads a transfer is built and priced from, and a send that
// takes only a transaction its signers signed. Asked over HTTP, as a wallet and Portico ask it,
// and read by @solana/kit's own client where the shape is what matters.
import { base58, base64 } from '@scure/base'
import { createSolanaRpc, type Address } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db'
import { solanaDevnet } from '../../mocks/db/chains'
import { createNodeMocks } from '../../mocks/node'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { solanaAccountFrom } from '../../mocks/wallets/solanaAccount'
import { jsonRpcUrl } from '../../src/api/jsonRpcQuery'
import {
  associatedTokenAccount,
  compileLegacyMessage,
  tokenProgram,
  transferSol,
  unsignedTransaction,
} from '../../src/connectors/solana/transactions'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mocks.server.close())

const { solanaAccount: holder, solanaChainId: mainnet, solanaDemoAccounts } = fixtures
const usdcMint = fixtures.tokenAddresses.solanaUsdc.split(':')[2]!
/** A receiver the db gives nothing: no SOL, no token account. */
const stranger = solanaDemoAccounts[1]
/** Solana mainnet's slot in the seed (the chain row's block number). */
const mainnetSlot = 311_842_509

const urlOf = (chainId: string) => jsonRpcUrl({ baseUrls: mocks.baseUrls, projectId: fixtures.projectId }, chainId)

/** One call over HTTP: the whole JSON-RPC answer. */
async function call(method: string, params: unknown[] = [], chainId: string = mainnet) {
  const response = await fetch(urlOf(chainId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
}
const resultOf = async (...args: Parameters<typeof call>) => {
  const answer = await call(...args)
  if (answer.error) throw new Error(`JSON-RPC error: ${JSON.stringify(answer.error)}`)
  return answer.result
}

/** The demo wallet's first Solana key: its address is `solanaDemoAccounts[0]`. */
const signer = solanaAccountFrom(anvilPrivateKeys[0])

/** A SOL transfer from the demo key, compiled on the node's latest blockhash and left unsigned. */
async function unsignedTransfer(): Promise<Uint8Array> {
  const { value } = (await resultOf('getLatestBlockhash')) as { value: { blockhash: string } }
  const message = compileLegacyMessage({
    feePayer: signer.address,
    recentBlockhash: value.blockhash,
    instructions: [transferSol(signer.address, stranger, 1_000_000n)],
  })
  return unsignedTransaction(message)
}
const sendBase64 = (wire: Uint8Array) => call('sendTransaction', [base64.encode(wire), { encoding: 'base64' }])

describe("a Solana network's JSON-RPC", () => {
  it('gives a fixed, valid latest blockhash per network, in context, with the height it lasts until', async () => {
    const answer = (await resultOf('getLatestBlockhash', [{ commitment: 'confirmed' }])) as {
      context: { slot: number }
      value: { blockhash: string; lastValidBlockHeight: number }
    }
    expect(answer).toEqual({
      context: { slot: mainnetSlot },
      value: { blockhash: expect.any(String), lastValidBlockHeight: mainnetSlot + 150 },
    })
    expect(base58.decode(answer.value.blockhash)).toHaveLength(32)
    expect(await resultOf('getLatestBlockhash')).toEqual(answer)
    const devnet = (await resultOf('getLatestBlockhash', [], solanaDevnet)) as { value: { blockhash: string } }
    expect(devnet.value.blockhash).not.toBe(answer.value.blockhash)
  })

  it("gives the db's SOL balance of an address on that network, in lamports; none is 0", async () => {
    expect(await resultOf('getBalance', [holder])).toEqual({ context: { slot: mainnetSlot }, value: 12_500_000_000 })
    expect(await resultOf('getBalance', [holder], solanaDevnet)).toMatchObject({ value: 0 })
    expect(await resultOf('getBalance', [stranger])).toMatchObject({ value: 0 })
  })

  it('refuses an address that is not 32 base58 bytes with -32602', async () => {
    expect((await call('getBalance', ['0xA11cE5D1a9B0c7e3f2D4b6A8c0E1f3A5b7c9d2e4'])).error).toMatchObject({
      code: -32602,
    })
    expect((await call('getAccountInfo', [])).error).toMatchObject({ code: -32602 })
  })

  it("finds a catalogue mint of the network and its holders' token accounts, owned by the token program", async () => {
    const info = (address: string, chainId: string = mainnet) =>
      resultOf('getAccountInfo', [address, { encoding: 'base64' }], chainId) as Promise<{
        context: { slot: number }
        value: { owner: string; space: number; data: unknown } | null
      }>
    expect(await info(usdcMint)).toEqual({
      context: { slot: mainnetSlot },
      value: expect.objectContaining({ owner: tokenProgram, space: 82, data: ['', 'base64'], executable: false }),
    })
    expect((await info(associatedTokenAccount(holder, usdcMint, tokenProgram))).value).toMatchObject({
      owner: tokenProgram,
      space: 165,
    })
  })

  it('knows no other account: a receiver without a token account, a mint of another network, a plain address', async () => {
    const valueOf = async (address: string, chainId: string = mainnet) =>
      ((await resultOf('getAccountInfo', [address, { encoding: 'base64' }], chainId)) as { value: unknown }).value
    expect(await valueOf(associatedTokenAccount(stranger, usdcMint, tokenProgram))).toBeNull()
    expect(await valueOf(usdcMint, solanaDevnet)).toBeNull()
    expect(await valueOf(stranger)).toBeNull()
  })

  it("gives the rent-exempt minimum of an account's size: (size + 128) × 6960 lamports", async () => {
    expect(await resultOf('getMinimumBalanceForRentExemption', [165])).toBe(2_039_280)
    expect(await resultOf('getMinimumBalanceForRentExemption', [0])).toBe(890_880)
  })

  it("charges 5000 lamports per signature the message requires, a legacy message's or a v0 one's", async () => {
    const legacy = (await unsignedTransfer()).subarray(1 + 64)
    expect(await resultOf('getFeeForMessage', [base64.encode(legacy)])).toEqual({
      context: { slot: mainnetSlot },
      value: 5_000,
    })
    // A v0 message: the version byte (high bit set) first, then the header, here asking two signatures.
    const v0 = Uint8Array.of(0x80, 2, ...legacy.subarray(1))
    expect(await resultOf('getFeeForMessage', [base64.encode(v0)])).toMatchObject({ value: 10_000 })
  })

  it('takes a transaction its fee payer signed: the first signature, base58, whose status is then final', async () => {
    const signed = signer.signTransaction(await unsignedTransfer())
    const signature = await resultOf('sendTransaction', [base64.encode(signed), { encoding: 'base64' }])
    expect(signature).toBe(base58.encode(signed.subarray(1, 65)))
    const unknown = base58.encode(new Uint8Array(64).fill(7))
    expect(await resultOf('getSignatureStatuses', [[signature, unknown]])).toEqual({
      context: { slot: mainnetSlot },
      value: [{ slot: mainnetSlot, confirmations: null, err: null, confirmationStatus: 'finalized' }, null],
    })
  })

  it('reads a transaction base58 when the call names no encoding, as the real method does', async () => {
    const signed = signer.signTransaction(await unsignedTransfer())
    expect(await resultOf('sendTransaction', [base58.encode(signed)])).toBe(base58.encode(signed.subarray(1, 65)))
  })

  it('refuses an unsigned transaction, and one signed by another key or altered after signing, with -32003', async () => {
    const refusal = { code: -32003, message: 'Transaction signature verification failure' }
    const unsigned = await unsignedTransfer()
    expect((await sendBase64(unsigned)).error).toEqual(refusal)
    // Another key's signature in the fee payer's slot.
    const forged = unsigned.slice()
    forged.set(solanaAccountFrom(anvilPrivateKeys[1]).signMessage(unsigned.subarray(65)), 1)
    expect((await sendBase64(forged)).error).toEqual(refusal)
    // One lamport more than was signed for.
    const altered = signer.signTransaction(unsigned)
    altered[altered.length - 8]! += 1
    expect((await sendBase64(altered)).error).toEqual(refusal)
    // Nothing refused is remembered.
    expect(await resultOf('getSignatureStatuses', [[base58.encode(forged.subarray(1, 65))]])).toMatchObject({
      value: [null],
    })
  })

  it('answers any other method with -32601 "Method not found"', async () => {
    expect((await call('getProgramAccounts', [tokenProgram])).error).toEqual({
      code: -32601,
      message: 'Method not found',
    })
    expect((await call('eth_chainId')).error).toMatchObject({ code: -32601 })
  })

  it("reads as @solana/kit's own client reads a node", async () => {
    const rpc = createSolanaRpc(urlOf(mainnet))
    expect((await rpc.getBalance(holder as Address).send()).value).toBe(12_500_000_000n)
    const { value: latest } = await rpc.getLatestBlockhash().send()
    expect(latest.lastValidBlockHeight).toBe(BigInt(mainnetSlot + 150))
    const { value: mint } = await rpc.getAccountInfo(usdcMint as Address, { encoding: 'base64' }).send()
    expect(mint?.owner).toBe(tokenProgram)
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
  })
})
