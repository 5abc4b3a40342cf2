// Portico's own Solana wire format (src/connectors/solana/transactions.ts) against the runtime:
// token account addresses are the ones @solana/kit derives, and the transactions it compiles,
// signed by a demo key, are taken by the local Solana chain and move what they say.
import { createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { base64 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { demoSolanaToken, startDemoSolana, type DemoSolana } from '../../mocks/solana/demoSolana'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { solanaAccountFrom } from '../../mocks/wallets/solanaAccount'
import {
  associatedTokenAccount,
  compileLegacyMessage,
  createTokenAccountIdempotent,
  isOnCurve,
  tokenProgram,
  transferChecked,
  transferSol,
  unsignedTransaction,
  type Instruction,
} from '../../src/connectors/solana/transactions'
import { base58Decode } from '../../src/connectors/solana/encodings'

let chain: DemoSolana
beforeAll(async () => {
  chain = await startDemoSolana()
})
afterAll(() => chain.stop())

const alice = solanaAccountFrom(anvilPrivateKeys[0])

async function sendAs(instructions: Instruction[]) {
  const rpc = createSolanaRpc(chain.url)
  const { value } = await rpc.getLatestBlockhash().send()
  const message = compileLegacyMessage({ feePayer: alice.address, recentBlockhash: value.blockhash, instructions })
  const signed = alice.signTransaction(unsignedTransaction(message))
  return rpc.sendTransaction(base64.encode(signed) as never, { encoding: 'base64' }).send()
}

describe("Portico's Solana transactions", () => {
  it('derives the token account @solana/kit derives, for every demo account', async () => {
    for (const owner of fixtures.solanaDemoAccounts) {
      const [expected] = await findAssociatedTokenPda({
        owner: owner as never,
        mint: demoSolanaToken.mint as never,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      expect(associatedTokenAccount(owner, demoSolanaToken.mint, tokenProgram)).toBe(expected)
    }
  })

  it('tells keys (on the curve) from program addresses (off it)', async () => {
    const key = await generateKeyPairSigner()
    expect(isOnCurve(base58Decode(key.address))).toBe(true)
    expect(isOnCurve(base58Decode(associatedTokenAccount(alice.address, demoSolanaToken.mint, tokenProgram)))).toBe(
      false,
    )
  })

  it('a SOL transfer it compiles is taken by the chain and moves the lamports', async () => {
    const bob = await generateKeyPairSigner()
    await sendAs([transferSol(alice.address, bob.address, 1_500_000_000n)])
    expect((await createSolanaRpc(chain.url).getBalance(bob.address).send()).value).toBe(1_500_000_000n)
  })

  it("an SPL transfer creates the receiver's token account, and sending again finds it there", async () => {
    const bob = await generateKeyPairSigner()
    const mint = demoSolanaToken.mint
    const transfer = (amount: bigint) => [
      createTokenAccountIdempotent({
        payer: alice.address,
        account: associatedTokenAccount(bob.address, mint, tokenProgram),
        owner: bob.address,
        mint,
        tokenProgram,
      }),
      transferChecked({
        source: associatedTokenAccount(alice.address, mint, tokenProgram),
        mint,
        destination: associatedTokenAccount(bob.address, mint, tokenProgram),
        owner: alice.address,
        amount,
        decimals: demoSolanaToken.decimals,
        tokenProgram,
      }),
    ]
    await sendAs(transfer(2_000_000n))
    await sendAs(transfer(500_000n))
    const { value } = await createSolanaRpc(chain.url)
      .getTokenAccountsByOwner(bob.address, { mint: mint as never }, { encoding: 'jsonParsed' })
      .send()
    expect(value.map((a) => a.account.data.parsed.info.tokenAmount.uiAmountString)).toEqual(['2.5'])
  })
})
