// A Solana send as the wallet is asked for it: SOL by the system program; an SPL token by its
// token program's TransferChecked, the receiver's token account created first when it has none
// (idempotently: a transfer racing another still goes). Read from the network's node (the
// Blockchain API's, or the network's own): the latest blockhash, the mint's token program, the
// receiver's token account, the fee for the message and, when the account is created, its rent,
// which the sender pays and the fee shown includes.
import type { HttpRpcTransport } from '../../rpc/httpRpcTransport'
import type { SolanaTransaction } from '../../connectors/types'
import { base64Encode } from '../../connectors/solana/encodings'
import {
  associatedTokenAccount,
  compileLegacyMessage,
  createTokenAccountIdempotent,
  token2022Program,
  tokenProgram,
  transferChecked,
  transferSol,
  unsignedTransaction,
  type Instruction,
} from '../../connectors/solana/transactions'

export interface SolanaTransferPlan {
  from: string
  receiver: string
  /** The SPL token's mint; absent for SOL. */
  mint?: string
  /** In base units (lamports for SOL). */
  amount: bigint
  decimals: number
}

/** A token account's size without extensions: its rent is what creating one costs. */
const tokenAccountSize = 165
/** The runtime's fee per signature, when the node gives none for the message. */
const lamportsPerSignature = 5_000n

const unreadable = (method: string) => new Error(`The network's node gave an unreadable answer to ${method}`)

/** `{ value }` of a node's context-wrapped answer. */
async function valueOf(node: HttpRpcTransport, method: string, params: unknown[]): Promise<unknown> {
  const answer = (await node.request(method, params)) as { value?: unknown } | null
  if (typeof answer !== 'object' || answer === null || !('value' in answer)) throw unreadable(method)
  return answer.value
}

const ownerOf = async (node: HttpRpcTransport, address: string) => {
  const account = (await valueOf(node, 'getAccountInfo', [
    address,
    { encoding: 'base64', commitment: 'confirmed' },
  ])) as {
    owner?: unknown
  } | null
  return account ? String(account.owner) : undefined
}

export async function buildSolanaTransfer(
  node: HttpRpcTransport,
  plan: SolanaTransferPlan,
): Promise<{ transaction: SolanaTransaction; feeLamports: bigint }> {
  const latest = (await valueOf(node, 'getLatestBlockhash', [{ commitment: 'confirmed' }])) as { blockhash?: unknown }
  if (typeof latest?.blockhash !== 'string') throw unreadable('getLatestBlockhash')
  let instructions: Instruction[]
  let rent = 0n
  if (!plan.mint) instructions = [transferSol(plan.from, plan.receiver, plan.amount)]
  else {
    const program = await ownerOf(node, plan.mint)
    if (program !== tokenProgram && program !== token2022Program)
      throw new Error(`${plan.mint} is not a token mint on this network`)
    const destination = associatedTokenAccount(plan.receiver, plan.mint, program)
    if (!(await ownerOf(node, destination))) {
      const minimum = await node.request('getMinimumBalanceForRentExemption', [tokenAccountSize])
      if (typeof minimum !== 'number') throw unreadable('getMinimumBalanceForRentExemption')
      rent = BigInt(minimum)
    }
    instructions = [
      createTokenAccountIdempotent({
        payer: plan.from,
        account: destination,
        owner: plan.receiver,
        mint: plan.mint,
        tokenProgram: program,
      }),
      transferChecked({
        source: associatedTokenAccount(plan.from, plan.mint, program),
        mint: plan.mint,
        destination,
        owner: plan.from,
        amount: plan.amount,
        decimals: plan.decimals,
        tokenProgram: program,
      }),
    ]
  }
  const message = compileLegacyMessage({ feePayer: plan.from, recentBlockhash: latest.blockhash, instructions })
  const fee = await valueOf(node, 'getFeeForMessage', [base64Encode(message), { commitment: 'confirmed' }])
  return {
    transaction: { serialized: unsignedTransaction(message), feePayer: plan.from },
    feeLamports: (typeof fee === 'number' ? BigInt(fee) : lamportsPerSignature * BigInt(message[0]!)) + rent,
  }
}
