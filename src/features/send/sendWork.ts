// The work behind the send flow, a lazy chunk (viem's encoders, Solana's wire format, the api):
// what the form would send, the transaction the wallet is asked for (or the call the app's
// paymaster pays for), the network fee, and the receiver's lookup.
import { encodeFunctionData, erc20Abi, numberToHex } from 'viem'
import { blockchainApi } from '../../api/porticoApi'
import { chainNode, servedNetworks } from '../chain/chainNode'
import type { CaipNetwork, TokenBalance } from '../../contract'
import type { PorticoDispatch, PorticoListenerApi } from '../../store/listener'
import { selectActiveNetwork } from '../chain/selectors'
import { selectSend, selectSendToken } from './selectors'
import type { RootState } from '../../store/state'
import { decimalsOf, sendProblems, tokenContract, toBaseUnits, withHexPrefix } from './sendRules'
import { estimateEip155Fee, type JsonRpcAsk } from '../../connectors/eip155Requests'
import type { Connector, Eip155Transaction, TransactionRequest, WalletCalls } from '../../connectors/types'
import { buildSolanaTransfer, type SolanaTransferPlan } from './solanaTransfer'
import type { SingleApproval } from '../approvals/approvalRequest'
import { describeTransaction } from '../approvals/describeTransaction'
import type { NumberSymbols } from '../../i18n/numbers'
import type { MessageKey } from '../../i18n/en'
import { answerOf } from '../../api/answerOf'
import { batchFailure, capabilitiesOn, sendBatch } from '../batches/sendBatch'
import { sponsorshipWith, type Paymaster } from '../batches/sponsorship'

export const sendMessages = {
  // Not in the spec (it has no sponsorship): a sponsored transfer is followed to the chain. Kept
  // as a catalogue key: Send's view says it in the visitor's language.
  failedOnChain: 'send.failedOnChain',
} as const satisfies Record<string, MessageKey>

/** A native transfer carries the value; an ERC-20 transfer calls the token's transfer(to, amount). */
export function evmTransferRequest(input: {
  from: string
  receiver: string
  token: TokenBalance
  amount: string
  /** The separators of the locale the amount was typed in (English's when absent). */
  symbols?: NumberSymbols | undefined
}): Eip155Transaction {
  const amount = toBaseUnits(input.amount, decimalsOf(input.token), input.symbols)
  if (amount === undefined) throw new Error(`Not an amount: ${input.amount}`)
  return transferTransaction({
    from: withHexPrefix(input.from),
    to: withHexPrefix(input.receiver),
    contract: tokenContract(input.token),
    amount,
  })
}

/** A transfer of base units: the native coin as the value, an ERC-20 as its contract's transfer(to, amount). */
export function transferTransaction(input: {
  from: `0x${string}`
  to: `0x${string}`
  contract: `0x${string}` | undefined
  amount: bigint
}): Eip155Transaction {
  const { from, to, contract, amount } = input
  if (!contract) return { from, to, value: numberToHex(amount) }
  return {
    from,
    to: contract,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  }
}

/**
 * What the form stands for, or undefined while the rules find a problem: an eip155 transaction,
 * or a Solana transfer's plan (its transaction is built from the node's latest blockhash).
 */
export type Transfer =
  { network: CaipNetwork; eip155: Eip155Transaction } | { network: CaipNetwork; solana: SolanaTransferPlan }

export function transferOf(state: RootState): Transfer | undefined {
  const network = selectActiveNetwork(state)
  const token = selectSendToken(state)
  const send = selectSend(state)
  if (!network || sendProblems({ ...send, namespace: network.chainNamespace, token }).length > 0) return undefined
  const from = state.portico.account[network.chainNamespace]?.address
  if (!token || !from || !send.receiverAddress) return undefined
  if (network.chainNamespace === 'solana') {
    const decimals = decimalsOf(token)
    const amount = toBaseUnits(send.sendTokenAmount, decimals, send.amountSymbols)
    if (amount === undefined) return undefined
    return { network, solana: { from, receiver: send.receiverAddress, mint: tokenContract(token), amount, decimals } }
  }
  if (network.chainNamespace !== 'eip155') return undefined
  return {
    network,
    eip155: evmTransferRequest({
      from,
      receiver: send.receiverAddress,
      token,
      amount: send.sendTokenAmount,
      symbols: send.amountSymbols,
    }),
  }
}

/**
 * What ApproveTransaction shows for the transfer the wallet is asked for: an eip155 one read from
 * its own transaction (value or ERC-20 calldata), a Solana one from its plan; the fee estimated
 * for this very transfer (none when the app's paymaster pays it), and the name the visitor typed
 * for its receiver.
 */
export function transferApproval(state: RootState, transfer: Transfer, feePaidByApp = false): SingleApproval {
  const { network } = transfer
  const send = selectSend(state)
  const token = selectSendToken(state)
  const fee = send.gasEstimate?.status === 'ready' && !feePaidByApp ? send.gasEstimate.feeWei : undefined
  const native = { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals }
  const about = {
    ...(fee !== undefined && { fee: { value: fee, ...native } }),
    ...(send.receiverProfileName && { toName: send.receiverProfileName }),
  }
  if ('solana' in transfer) {
    const { amount, decimals, receiver } = transfer.solana
    const symbol = token?.symbol ?? native.symbol
    return {
      kind: 'send',
      caipNetworkId: network.caipNetworkId,
      amount: { value: amount.toString(), decimals, symbol },
      to: receiver,
      ...about,
    }
  }
  const contract = token && tokenContract(token)
  const described = describeTransaction(transfer.eip155, {
    caipNetworkId: network.caipNetworkId,
    native,
    token: contract && token ? { address: contract, symbol: token.symbol, decimals: decimalsOf(token) } : undefined,
  })
  return described.kind === 'send' ? { ...described, ...about } : described
}

type Eip155Transfer = Extract<Transfer, { eip155: Eip155Transaction }>

/**
 * The app's paymaster for the transfer (ERC-7677): where the host configured sponsorship, the
 * visitor did not choose to pay the fee, and the connected wallet takes one on the network (the
 * rule Swap follows). Solana transfers are never sponsored.
 */
export async function transferPaymaster(
  api: PorticoListenerApi,
  transfer: Transfer,
  wallet: Connector,
): Promise<Paymaster | undefined> {
  const state = api.getState()
  if (!('eip155' in transfer) || !wallet.calls || !state.portico.options.sponsorship || selectSend(state).ownFee)
    return undefined
  const sponsorship = sponsorshipWith(state, await capabilitiesOn(api, transfer.network.caipNetworkId))
  return sponsorship.status === 'sponsored' ? sponsorship.paymaster : undefined
}

/**
 * The transfer as one call through wallet_sendCalls, its fee paid by the app's paymaster, followed
 * until it settles: the hash of the transaction that carried it, or why it did not go. A wallet
 * that refuses (the visitor, the sponsor) throws, as a send does.
 */
export async function sendSponsored(
  api: PorticoListenerApi,
  transfer: Eip155Transfer,
  wallet: WalletCalls,
  paymaster: Paymaster,
): Promise<{ hash: string } | { failed: string }> {
  const { from, ...call } = transfer.eip155
  const outcome = await sendBatch(api, wallet, {
    caipNetworkId: transfer.network.caipNetworkId,
    from,
    calls: [{ call, shows: transferApproval(api.getState(), transfer, true) }],
    paymaster,
  })
  const hash = outcome.hashes.at(-1)
  if (outcome.status !== 'confirmed' || !hash)
    return { failed: batchFailure(outcome.status, sendMessages.failedOnChain) }
  return { hash }
}

/** The node a Solana transfer is read through: the Blockchain API's, or the network's own. */
async function solanaNode(api: NodeApi, network: CaipNetwork) {
  const node = await chainNode(api, network.caipNetworkId)
  if (!node) throw new Error(`No node to reach ${network.name}`)
  return node
}

type NodeApi = { dispatch: PorticoDispatch; getState(): RootState }

/** The network fee of the transfer, in the native currency's base units (a new token account's rent included). */
export async function transferFee(api: NodeApi, transfer: Transfer, connector: Connector | undefined): Promise<bigint> {
  if ('eip155' in transfer) return estimateFee(api.dispatch, transfer.network, transfer.eip155, connector)
  return (await buildSolanaTransfer(await solanaNode(api, transfer.network), transfer.solana)).feeLamports
}

/** The transaction the wallet is asked to send: a Solana one is built now, on the latest blockhash. */
export async function walletTransaction(api: NodeApi, transfer: Transfer): Promise<TransactionRequest['transaction']> {
  if ('eip155' in transfer) return transfer.eip155
  return (await buildSolanaTransfer(await solanaNode(api, transfer.network), transfer.solana)).transaction
}

/**
 * Gas × gas price. Read through the Blockchain API's JSON-RPC endpoint when it serves the
 * network: no request reaches the wallet (a WalletConnect wallet is not woken for a read), and
 * the answer is the contract's, mocked alike in stories and tests. The endpoint goes through
 * section 9's transport, so the two reads, asked together, go as one batch and are retried as
 * section 9 says. A network the API does not serve (a local or custom chain) is asked of the
 * connected wallet's connector: the node the transaction will go to.
 */
export async function estimateFee(
  dispatch: PorticoDispatch,
  network: CaipNetwork,
  transaction: Eip155Transaction,
  connector: Connector | undefined,
): Promise<bigint> {
  if ((await servedNetworks(dispatch))?.includes(network.caipNetworkId)) {
    const ask: JsonRpcAsk = async (method, params) => {
      const body = { jsonrpc: '2.0' as const, id: 1, method, params: [...params] }
      const { data: answer, error } = await answerOf(
        dispatch(blockchainApi.endpoints.rpc.initiate({ query: { chainId: network.caipNetworkId }, body })),
      )
      // As the request's own unwrap() did: its error thrown, else its answer read.
      if (error) throw error
      return answer && 'result' in answer ? answer.result : undefined
    }
    return estimateEip155Fee(ask, transaction)
  }
  if (!connector) throw new Error('Adapter not found')
  return connector.estimateFee({ caipNetworkId: network.caipNetworkId, transaction })
}

/** ENSIP-11 coin type of Ethereum: the key of an EVM address in a name record. */
const evmCoinType = '60'

export type NameLookup = { found: true; address: string } | { found: false; lookup: 'notFound' | 'failed' }

/**
 * A name's EVM address (profile call). Not found is the server's `[]` (apiVersion 2), a record
 * without an EVM address, or a 404 (a server that ignores the version); anything else failed.
 */
export async function resolveName(dispatch: PorticoDispatch, name: string): Promise<NameLookup> {
  // Names are kept lowercase and looked up exactly.
  const params = { name: name.toLowerCase() }
  const answer = await answerOf(
    dispatch(blockchainApi.endpoints.profileAccount.initiate({ params, query: { apiVersion: '2' } })),
  )
  const record = answer.data && !Array.isArray(answer.data) ? answer.data : undefined
  const address = record?.addresses[evmCoinType]?.address
  if (address) return { found: true, address }
  const error = answer.error
  // A name the server cannot hold (two parts, a 2-letter label) is refused before asking: it is
  // not registered, the way the server's 400 would say.
  const notFound =
    !error || ('status' in error && error.status === 404) || ('where' in error && error.where === 'request')
  return { found: false, lookup: notFound ? 'notFound' : 'failed' }
}

/** An address's avatar and name (identity call); nothing when it has none or the call fails. */
export async function identityOf(
  dispatch: PorticoDispatch,
  address: string,
): Promise<{ name?: string; avatar?: string }> {
  const answer = await answerOf(dispatch(blockchainApi.endpoints.identity.initiate({ params: { address }, query: {} })))
  return { name: answer.data?.name ?? undefined, avatar: answer.data?.avatar ?? undefined }
}
