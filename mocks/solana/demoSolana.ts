// The local Solana chain of the offline demo and the browser tests, as demoChain is anvil's: the
// chain (localSolana.ts) with the demo wallets' accounts funded — SOL, and the demo SPL token
// (PTC, minted at a fixed address so the mock db can price it) in each one's token account.
// Set up with real transactions, signed by a faucet key and sent to the runtime.
import {
  appendTransactionMessageInstructions,
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { FailedTransactionMetadata } from 'litesvm'
import { sha256, stringToBytes } from 'viem'
import { fixtures } from '../db/fixtures'
import { startLocalSolana, type LocalSolana } from './localSolana'

const sol = 1_000_000_000n

export const demoSolanaToken = {
  /** Its mint, the address the db prices (fixtures.tokenAddresses.solanaLocalnetTestToken). */
  mint: fixtures.tokenAddresses.solanaLocalnetTestToken.split(':')[2]!,
  name: 'Portico Test Token',
  symbol: 'PTC',
  decimals: 6,
  /** Each demo account's holding, in base units: 1,000,000 PTC. */
  amountEach: 1_000_000n * 10n ** 6n,
} as const

/** Each demo account's SOL, in lamports. */
export const demoSolanaLamports = 100n * sol

/** Fixed keys: the same mint address on every start, and a faucet that pays for the set-up. */
const keyOf = (label: string) =>
  createKeyPairSignerFromPrivateKeyBytes(sha256(stringToBytes(`portico-demo:solana:${label}`), 'bytes'))

export interface DemoSolana extends LocalSolana {
  /** How long funding the accounts and minting took, in ms (the chain's start is not counted). */
  setUpMs: number
}

async function run(chain: LocalSolana, payer: KeyPairSigner, instructions: Instruction[]) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: chain.svm.latestBlockhash() as Blockhash, lastValidBlockHeight: 0n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const outcome = chain.svm.sendTransaction(await signTransactionMessageWithSigners(message))
  if (outcome instanceof FailedTransactionMetadata) throw new Error(`Demo Solana set-up failed: ${outcome.toString()}`)
  chain.svm.expireBlockhash()
}

export async function startDemoSolana(options: { port?: number } = {}): Promise<DemoSolana> {
  const chain = await startLocalSolana(options)
  try {
    const started = performance.now()
    const [faucet, mint] = await Promise.all([keyOf('faucet'), keyOf('mint')])
    if (mint.address !== demoSolanaToken.mint) throw new Error('The demo mint key does not give the mint the db lists')
    chain.airdrop(faucet.address, 10n * sol)
    const holders = fixtures.solanaDemoAccounts.map((a) => address(a))
    for (const holder of holders) chain.airdrop(holder, demoSolanaLamports)
    const rent = chain.svm.minimumBalanceForRentExemption(BigInt(getMintSize()))
    const tokenAccounts = await Promise.all(
      holders.map(async (owner) => {
        const [token] = await findAssociatedTokenPda({ owner, mint: mint.address, tokenProgram: TOKEN_PROGRAM_ADDRESS })
        return { owner, token }
      }),
    )
    await run(chain, faucet, [
      getCreateAccountInstruction({
        payer: faucet,
        newAccount: mint,
        lamports: lamports(rent),
        space: getMintSize(),
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({
        mint: mint.address,
        decimals: demoSolanaToken.decimals,
        mintAuthority: faucet.address,
      }),
      ...(await Promise.all(
        tokenAccounts.map(({ owner }) =>
          getCreateAssociatedTokenIdempotentInstructionAsync({ payer: faucet, owner, mint: mint.address }),
        ),
      )),
      ...tokenAccounts.map(({ token }) =>
        getMintToInstruction({ mint: mint.address, token, mintAuthority: faucet, amount: demoSolanaToken.amountEach }),
      ),
    ])
    return { ...chain, setUpMs: performance.now() - started }
  } catch (error) {
    await chain.stop()
    throw error
  }
}
