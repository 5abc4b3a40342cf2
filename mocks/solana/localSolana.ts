// A real local Solana chain for the demo and the tests (section 3's namespaces): LiteSVM (the Solana runtime
// in this process, with its default programs: system, SPL token, associated token accounts)
// behind a small JSON-RPC server on 127.0.0.1 that answers what wallets and Portico ask of a
// node: balances, token accounts by owner, account info, the latest blockhash, minimum rent,
// sending and simulating transactions, and their statuses. Every transaction is final at once.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { address, getBase58Decoder, getBase64Encoder, getTransactionDecoder, lamports, type Address } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { tokenProgram as splTokenProgram } from '../../src/connectors/solana/transactions'
import { lamportsPerSignature, requiredSignatures } from './wire'

export interface LocalSolana {
  url: string
  svm: LiteSVM
  /** Gives `to` this many lamports (a faucet, for set-up). */
  airdrop(to: string, amount: bigint): void
  stop(): Promise<void>
}

/** The SPL token program, whose accounts getTokenAccountsByOwner lists. */
export const tokenProgram = address(splTokenProgram)

interface RpcRequest {
  jsonrpc?: string
  id?: unknown
  method?: unknown
  params?: unknown[]
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const base58 = getBase58Decoder()
const base64ToBytes = (text: string) => getBase64Encoder().encode(text)
const bytesToBase64 = (bytes: ArrayLike<number>) => Buffer.from(Uint8Array.from(bytes)).toString('base64')

/** An SPL token account's parsed fields (its layout: mint, owner, amount u64 LE, …, state at 108). */
function parsedTokenAccount(raw: ArrayLike<number>) {
  const data = Uint8Array.from(raw)
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const amount = view.getBigUint64(64, true)
  return {
    mint: base58.decode(data.subarray(0, 32)),
    owner: base58.decode(data.subarray(32, 64)),
    amount,
    state: data[108] === 2 ? 'frozen' : 'initialized',
  }
}

/** A mint's decimals (offset 44 of its layout). */
const decimalsOf = (mint: ArrayLike<number>) => mint[44] ?? 0

export async function startLocalSolana({ port = 0 }: { port?: number } = {}): Promise<LocalSolana> {
  const svm = new LiteSVM()
  /** What each signature came to, as getSignatureStatuses reports it. */
  const statuses = new Map<string, { slot: bigint; err: unknown }>()
  const context = () => ({ slot: Number(svm.getClock().slot), apiVersion: '2.2.0' })
  // The chain's identity: its first blockhash, fixed (the latest one moves on with each transaction).
  const genesisHash = svm.latestBlockhash()

  const accountInfo = (of: Address, encoding: string) => {
    const account = svm.getAccount(of)
    if (!account.exists) return null
    const data = account.data
    const info = {
      executable: account.executable,
      lamports: Number(account.lamports),
      owner: account.programAddress,
      rentEpoch: 0,
      space: data.length,
    }
    if (encoding === 'jsonParsed' && account.programAddress === tokenProgram && data.length === 165) {
      const parsed = parsedTokenAccount(data)
      const mint = svm.getAccount(address(parsed.mint))
      const decimals = mint.exists ? decimalsOf(mint.data) : 0
      return {
        ...info,
        data: {
          program: 'spl-token',
          parsed: {
            type: 'account',
            info: {
              mint: parsed.mint,
              owner: parsed.owner,
              state: parsed.state,
              isNative: false,
              tokenAmount: {
                amount: parsed.amount.toString(),
                decimals,
                uiAmount: Number(parsed.amount) / 10 ** decimals,
                uiAmountString: (Number(parsed.amount) / 10 ** decimals).toString(),
              },
            },
          },
          space: data.length,
        },
      }
    }
    return { ...info, data: [bytesToBase64(data), 'base64'] }
  }

  const transactionOf = (wire: unknown, encoding: unknown) => {
    if (typeof wire !== 'string') throw new RpcError(-32602, 'Invalid params: the transaction must be a string')
    if (encoding !== 'base64') throw new RpcError(-32602, 'Invalid params: only base64 transactions are served here')
    try {
      return getTransactionDecoder().decode(base64ToBytes(wire))
    } catch (error) {
      throw new RpcError(-32602, `Invalid params: the transaction cannot be read (${String(error)})`)
    }
  }

  const methods: Record<string, (params: unknown[]) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getSlot: () => context().slot,
    getBlockHeight: () => context().slot,
    getGenesisHash: () => genesisHash,
    getBalance: ([of]) => ({ context: context(), value: Number(svm.getBalance(address(String(of))) ?? 0n) }),
    getLatestBlockhash: () => ({
      context: context(),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: context().slot + 150 },
    }),
    isBlockhashValid: () => ({ context: context(), value: true }),
    // The runtime's fee: 5,000 lamports for each signature the message requires (its header's first byte).
    getFeeForMessage: ([wire]) => {
      if (typeof wire !== 'string') throw new RpcError(-32602, 'Invalid params: the message must be base64')
      const signatures = requiredSignatures(base64ToBytes(wire))
      if (signatures === undefined) throw new RpcError(-32602, 'Invalid params: the message cannot be read')
      return { context: context(), value: signatures * lamportsPerSignature }
    },
    getMinimumBalanceForRentExemption: ([size]) => Number(svm.minimumBalanceForRentExemption(BigInt(Number(size)))),
    getAccountInfo: ([of, config]) => ({
      context: context(),
      value: accountInfo(address(String(of)), (config as { encoding?: string } | undefined)?.encoding ?? 'base64'),
    }),
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const { mint, programId } = (filter ?? {}) as { mint?: string; programId?: string }
      if (programId !== undefined && programId !== tokenProgram) return { context: context(), value: [] }
      const encoding = (config as { encoding?: string } | undefined)?.encoding ?? 'base64'
      const value = svm
        .getProgramAccounts(tokenProgram)
        .filter((account) => account.data.length === 165)
        .filter((account) => {
          const parsed = parsedTokenAccount(account.data)
          return parsed.owner === owner && (mint === undefined || parsed.mint === mint)
        })
        .map((account) => ({ pubkey: account.address, account: accountInfo(account.address, encoding) }))
      return { context: context(), value }
    },
    sendTransaction: ([wire, config]) => {
      const options = (config ?? {}) as { encoding?: string; skipPreflight?: boolean }
      const tx = transactionOf(wire, options.encoding ?? 'base58')
      // A node simulates first (preflight): a transaction that would fail is refused, never lands, costs nothing.
      if (!options.skipPreflight) {
        const preflight = svm.simulateTransaction(tx)
        if (preflight instanceof FailedTransactionMetadata) {
          throw new RpcError(-32002, `Transaction simulation failed: ${preflight.toString()}`, {
            err: String(preflight.err()),
            logs: preflight.meta().logs(),
          })
        }
      }
      const outcome = svm.sendTransaction(tx)
      const failed = outcome instanceof FailedTransactionMetadata
      const meta = failed ? outcome.meta() : outcome
      const signature = base58.decode(meta.signature())
      if (failed) {
        throw new RpcError(-32002, `Transaction simulation failed: ${outcome.toString()}`, {
          err: String(outcome.err()),
          logs: meta.logs(),
        })
      }
      statuses.set(signature, { slot: svm.getClock().slot, err: null })
      // The next transaction gets a fresh blockhash, as a node's next slot would give it.
      svm.expireBlockhash()
      return signature
    },
    simulateTransaction: ([wire, config]) => {
      const tx = transactionOf(wire, (config as { encoding?: string } | undefined)?.encoding ?? 'base58')
      const outcome = svm.simulateTransaction(tx)
      const failed = outcome instanceof FailedTransactionMetadata
      const meta = outcome.meta()
      return {
        context: context(),
        value: {
          err: failed ? String(outcome.err()) : null,
          logs: meta.logs(),
          unitsConsumed: Number(meta.computeUnitsConsumed()),
          accounts: null,
        },
      }
    },
    getSignatureStatuses: ([signatures]) => ({
      context: context(),
      value: (Array.isArray(signatures) ? signatures : []).map((signature: unknown) => {
        const status = statuses.get(String(signature))
        return status
          ? { slot: Number(status.slot), confirmations: null, err: status.err, confirmationStatus: 'finalized' }
          : null
      }),
    }),
  }

  const answer = (request: RpcRequest) => {
    const id = request.id ?? null
    try {
      const run = typeof request.method === 'string' ? methods[request.method] : undefined
      if (!run) throw new RpcError(-32601, `Method not found: ${String(request.method)}`)
      return { jsonrpc: '2.0', id, result: run(Array.isArray(request.params) ? request.params : []) }
    } catch (error) {
      const e = error instanceof RpcError ? error : new RpcError(-32603, `Internal error: ${String(error)}`)
      return { jsonrpc: '2.0', id, error: { code: e.code, message: e.message, ...(e.data ? { data: e.data } : {}) } }
    }
  }

  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => resolve(text))
      req.on('error', reject)
    })

  const server = createServer(async (req, res) => {
    // Wallets and pages on other origins (the demo, the wallet page) ask from the browser.
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type, solana-client')
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    if (req.method !== 'POST') return void res.writeHead(405).end()
    let parsed: unknown
    try {
      parsed = JSON.parse(await body(req))
    } catch {
      res.writeHead(200, { 'content-type': 'application/json' })
      return void res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
    }
    const result = Array.isArray(parsed) ? parsed.map((r) => answer(r as RpcRequest)) : answer(parsed as RpcRequest)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(result))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${bound}`,
    svm,
    airdrop: (to, amount) => void svm.airdrop(address(to), lamports(amount)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
