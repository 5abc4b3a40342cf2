// The local Solana chain (section 3's namespaces): LiteSVM behind our JSON-RPC server answers @solana/kit's
// own client as a node would — a SOL transfer signed with a real key goes through, is final at
// once, and moves the balances; a transfer beyond the balance is refused with the runtime's
// words; an unknown method is the JSON-RPC error.
import {
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalSolana, type LocalSolana } from '../../mocks/solana/localSolana'

let chain: LocalSolana
beforeAll(async () => {
  chain = await startLocalSolana()
})
afterAll(() => chain.stop())

const sol = 1_000_000_000n

/** Signs `instructions` with the payer (and any signers they name) and sends them to the chain. */
async function send(payer: KeyPairSigner, instructions: Instruction[]) {
  const rpc = createSolanaRpc(chain.url)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
}

const transfer = (from: KeyPairSigner, to: Address, amount: bigint) =>
  send(from, [getTransferSolInstruction({ source: from, destination: to, amount: lamports(amount) })])

describe('the local Solana chain', () => {
  it('a SOL transfer signed with a real key is final at once and moves both balances', async () => {
    const rpc = createSolanaRpc(chain.url)
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
    chain.airdrop(alice.address, 2n * sol)
    const signature = await transfer(alice, bob.address, sol / 2n)
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await rpc.getBalance(bob.address).send()).value).toBe(sol / 2n)
    // The sender paid the amount and the fee (5,000 lamports a signature).
    expect((await rpc.getBalance(alice.address).send()).value).toBe(2n * sol - sol / 2n - 5_000n)
  })

  it("a transfer beyond the balance is refused in the runtime's words, and nothing moves", async () => {
    const rpc = createSolanaRpc(chain.url)
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
    chain.airdrop(alice.address, sol)
    const refusal = (await transfer(alice, bob.address, 5n * sol).catch((error: unknown) => error)) as {
      message: string
      context: { __code: number; logs: string[] }
    }
    // Preflight: the node simulates first, as a real one does.
    expect(refusal.message).toBe('Transaction simulation failed')
    expect(refusal.context.__code).toBe(-32002)
    expect(refusal.context.logs).toContain('Transfer: insufficient lamports 999995000, need 5000000000')
    expect((await rpc.getBalance(bob.address).send()).value).toBe(0n)
    // Refused before it landed: not even the fee was taken.
    expect((await rpc.getBalance(alice.address).send()).value).toBe(sol)
  })

  it('answers the reads a wallet makes: rent, account info, token accounts', async () => {
    const rpc = createSolanaRpc(chain.url)
    const alice = await generateKeyPairSigner()
    chain.airdrop(alice.address, sol)
    expect(Number(await rpc.getMinimumBalanceForRentExemption(165n).send())).toBeGreaterThan(0)
    const { value: info } = await rpc.getAccountInfo(alice.address, { encoding: 'base64' }).send()
    expect(info).toMatchObject({ lamports: sol, executable: false })
    const { value: tokens } = await rpc
      .getTokenAccountsByOwner(
        alice.address,
        { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as never },
        {
          encoding: 'jsonParsed',
        },
      )
      .send()
    expect(tokens).toEqual([])
  })

  it('an unknown method is the JSON-RPC error, and the server stays up', async () => {
    const answer = await fetch(chain.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getNothing', params: [] }),
    }).then((r) => r.json())
    expect(answer).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found: getNothing' } })
    expect(await createSolanaRpc(chain.url).getHealth().send()).toBe('ok')
  })

  it('keeps one genesis hash (its identity) while transactions move the latest blockhash on', async () => {
    const rpc = createSolanaRpc(chain.url)
    const genesis = await rpc.getGenesisHash().send()
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
    chain.airdrop(alice.address, sol)
    const before = (await rpc.getLatestBlockhash().send()).value.blockhash
    await transfer(alice, bob.address, sol / 10n)
    expect((await rpc.getLatestBlockhash().send()).value.blockhash).not.toBe(before)
    expect(await rpc.getGenesisHash().send()).toBe(genesis)
  })

  it("an SPL token: minted to one account, sent to another's new token account, listed by owner with its amount", async () => {
    const rpc = createSolanaRpc(chain.url)
    const [alice, bob, mint] = await Promise.all([
      generateKeyPairSigner(),
      generateKeyPairSigner(),
      generateKeyPairSigner(),
    ])
    chain.airdrop(alice.address, sol)
    const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(getMintSize())).send()
    const ataOf = async (owner: Address) =>
      (await findAssociatedTokenPda({ owner, mint: mint.address, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
    const [aliceAta, bobAta] = await Promise.all([ataOf(alice.address), ataOf(bob.address)])
    await send(alice, [
      getCreateAccountInstruction({
        payer: alice,
        newAccount: mint,
        lamports: rent,
        space: getMintSize(),
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({ mint: mint.address, decimals: 6, mintAuthority: alice.address }),
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: alice,
        owner: alice.address,
        mint: mint.address,
      }),
      getMintToInstruction({ mint: mint.address, token: aliceAta, mintAuthority: alice, amount: 1_000_000_000n }),
    ])
    // Sending to bob creates his token account first (the payer pays its rent).
    await send(alice, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: alice,
        owner: bob.address,
        mint: mint.address,
      }),
      getTransferCheckedInstruction({
        source: aliceAta,
        mint: mint.address,
        destination: bobAta,
        authority: alice,
        amount: 250_000_000n,
        decimals: 6,
      }),
    ])
    const { value: bobs } = await rpc
      .getTokenAccountsByOwner(bob.address, { mint: mint.address }, { encoding: 'jsonParsed' })
      .send()
    expect(bobs).toHaveLength(1)
    expect(bobs[0]!.pubkey).toBe(bobAta)
    expect(bobs[0]!.account.data.parsed.info).toMatchObject({
      mint: mint.address,
      owner: bob.address,
      tokenAmount: { amount: '250000000', decimals: 6, uiAmountString: '250' },
    })
    const { value: alices } = await rpc
      .getTokenAccountsByOwner(alice.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' })
      .send()
    expect(alices.map((a) => a.account.data.parsed.info.tokenAmount.amount)).toEqual(['750000000'])
  })
})
