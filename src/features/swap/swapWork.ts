// The work behind the swap flow, a lazy chunk loaded when Swap first shows (or a swap is asked):
// the token list and the gas price, the quote with its allowance and prices, and the approval and
// swap sent through the connected wallet (swapFlow.ts says when each runs).
import { formatUnits } from 'viem'
import { blockchainApi } from '../../api/porticoApi'
import { failureWords } from '../../api/errors'
import { swapsUnsupported } from '../../contract/blockchain'
import { accountOf, networkOf } from '../../contract/caip'
import type { CaipAddress, CaipNetworkId } from '../../contract/entities'
import { toWalletError } from '../../connectors/walletErrors'
import { passOnCancellation } from '../../store/cancellation'
import type { PorticoListenerApi } from '../../store/listener'
import type { RootState } from '../../store/state'
import type { MessageKey } from '../../i18n/en'
import { connectedConnector, noAdapterSaid } from '../connection/connectedConnector'
import { transactionPreview } from '../preview/previewFirst'
import { isApprovalStopped, withApproval } from '../modal/withApproval'
import { lateSend } from '../send/lateSend'
import type { ApprovalRequest, SingleApproval, SwapApproval } from '../approvals/approvalRequest'
import { describeTransaction } from '../approvals/describeTransaction'
import { selectNetworks } from '../chain/selectors'
import { batchFailure, capabilitiesOn, sendBatch } from '../batches/sendBatch'
import { sponsorshipWith } from '../batches/sponsorship'
import { noCapabilities } from '../../connectors/types'
import { runsBatches } from '../batches/selectors'
import type { Eip155Transaction } from '../../connectors/types'
import { transactionSent } from '../send/actions'
import { isNotSeenOnChain, minedOutcome, notSeenSaid, type Unseen } from '../transactions/pendingFlow'
import { followAgain } from '../transactions/followAgain'
import { isNativePlaceholder, toBaseUnits } from '../send/sendRules'
import { swapFailed, swapSucceeded, type SwapUnseen } from './actions'
import { noQuoteSaid, swapQuoteDebounceMs, swapSlippagePercent, swapsUnsupportedSaid } from './constants'
import { selectSwap, selectSwapAskedUnits, selectSwapBalance } from './selectors'
import {
  swapAllowanceApproved,
  swapQuoteCleared,
  swapQuoteFailed,
  swapQuoteLoading,
  swapQuoteReady,
  swapStepped,
  swapGasFailed,
  swapGasLoaded,
  swapTokensFailed,
  swapTokensLoaded,
  swapTokensLoading,
} from './swapSlice'
import { answerOf } from '../../api/answerOf'

/**
 * The swap's own failures, kept by its flow as catalogue keys: Swap says them in the visitor's
 * language, analytics in English words (SWAP_ERROR). A wallet's or the service's words are kept
 * as they are.
 */
export const swapMessages = {
  // Section 8's words where the connected wallet's connector is gone.
  noWallet: noAdapterSaid,
  approvalFailed: 'swap.approvalFailed',
  swapFailed: 'swap.failedOnChain',
  // As Send says a decline: in the visitor's words, not the wallet library's.
  declined: 'swap.declined',
  // The visitor stopped waiting on ApproveTransaction.
  stopped: 'approve.stopped',
} as const satisfies Record<string, MessageKey>

const {
  convertTokens,
  convertQuotes,
  convertAllowance,
  convertBuildApprove,
  convertBuildTransaction,
  convertGasPrice,
  fungiblePrice,
} = blockchainApi.endpoints

/** A transaction the service built, and what the wallet is asked by it; or why there is none. */
type Built<Shows> = { error: string } | { transaction: Eip155Transaction; shows: Shows }

/**
 * A failed list or quote as Swap keeps it: failureWords, but section 8's "Network not supported
 * for Swaps" (the words the call fails with, which the wire and a host's rejected promise keep)
 * as its catalogue key, for the view to say in the visitor's language.
 */
export function swapFailureSaid(error: unknown): string {
  const words = failureWords(error)
  return words === swapsUnsupported ? swapsUnsupportedSaid : words
}

/** The connected eip155 account, when it is on the active network. */
function swapAccount(state: RootState): CaipAddress | undefined {
  const account = state.portico.account.eip155
  const network = state.portico.chain.activeCaipNetworkId
  if (account?.status !== 'connected' || !network || !account.caipAddress?.startsWith(`${network}:`)) return undefined
  return account.caipAddress
}

export async function loadTokens(api: PorticoListenerApi) {
  const network = api.getState().portico.chain.activeCaipNetworkId
  if (!network) return
  api.dispatch(swapTokensLoading({ network }))
  const result = await api.pause(answerOf(api.dispatch(convertTokens.initiate({ query: { chainId: network } }))))
  if (result.error) return void api.dispatch(swapTokensFailed({ network, error: swapFailureSaid(result.error) }))
  const list = (result.data?.tokens ?? []).map((token) => ({
    caipAddress: token.address as CaipAddress,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    logoUri: token.logoUri,
  }))
  api.dispatch(swapTokensLoaded({ network, list }))
  // The network fee's price: asked beside the tokens, in section 8's words where it cannot be had.
  const gas = await api.pause(answerOf(api.dispatch(convertGasPrice.initiate({ query: { chainId: network } }))))
  if (gas.data) api.dispatch(swapGasLoaded({ network, wei: gas.data.standard }))
  else api.dispatch(swapGasFailed({ network, error: failureWords(gas.error) }))
}

/** A token's USD price from the service, or undefined where it has none (the swap goes on without). */
async function usdPrice(api: PorticoListenerApi, caipAddress: CaipAddress): Promise<number | undefined> {
  const priced = await answerOf(
    api.dispatch(
      fungiblePrice.initiate({
        body: { currency: 'usd', addresses: [caipAddress], projectId: api.getState().portico.services.projectId },
      }),
    ),
  )
  return priced.data?.fungibles[0]?.price
}

/**
 * The swap as the form stands: both sides known, the amount in the sold token's base units. An
 * amount the view refuses (selectSwapAskedUnits) is no form: never quoted, never swapped.
 */
function formOf(state: RootState) {
  const swap = selectSwap(state)
  const from = swap.tokens.list.find((t) => t.caipAddress === swap.from)
  const to = swap.tokens.list.find((t) => t.caipAddress === swap.to)
  const amount = selectSwapAskedUnits(state)
  const account = swapAccount(state)
  if (!from || !to || !amount || !account) return undefined
  return { from, to, amount, account }
}

export async function quote(api: PorticoListenerApi) {
  await api.delay(swapQuoteDebounceMs)
  const form = formOf(api.getState())
  if (!form) return void api.dispatch(swapQuoteCleared())
  api.dispatch(swapQuoteLoading())
  const amount = form.amount.toString()
  const [quoted, allowed, fromPrice, toPrice] = await api.pause(
    Promise.all([
      answerOf(
        api.dispatch(
          convertQuotes.initiate(
            { query: { amount, from: form.from.caipAddress, to: form.to.caipAddress } },
            { forceRefetch: true },
          ),
        ),
      ),
      answerOf(
        api.dispatch(
          convertAllowance.initiate(
            { query: { tokenAddress: form.from.caipAddress, userAddress: form.account } },
            { forceRefetch: true },
          ),
        ),
      ),
      usdPrice(api, form.from.caipAddress),
      usdPrice(api, form.to.caipAddress),
    ]),
  )
  const failure = quoted.error ?? allowed.error
  if (failure || !quoted.data?.quotes[0] || !allowed.data)
    return void api.dispatch(swapQuoteFailed(failure ? swapFailureSaid(failure) : noQuoteSaid))
  api.dispatch(
    swapQuoteReady({
      from: form.from.caipAddress,
      to: form.to.caipAddress,
      amount,
      toAmount: quoted.data.quotes[0].toAmount,
      needsApproval: BigInt(allowed.data.allowance) < form.amount,
      ...(fromPrice !== undefined &&
        toPrice !== undefined && {
          fromUsd: Number(formatUnits(form.amount, form.from.decimals)) * fromPrice,
          toUsd: Number(formatUnits(BigInt(quoted.data.quotes[0].toAmount), form.to.decimals)) * toPrice,
        }),
    }),
  )
}

/**
 * The swap's transaction (or the batch that carries it) followed to the chain: done once mined,
 * failed if it reverted; not seen by section 9's bound, NotSeenOnChain names it for swap()'s catch
 * to keep (swapFailed's `unseen`) for Swap to follow again.
 */
async function followSwap(api: PorticoListenerApi, network: CaipNetworkId, sent: Unseen) {
  api.dispatch(swapStepped('swapping'))
  const seen = await followAgain(api, network, sent)
  if (seen.status !== 'confirmed' || !seen.hash)
    return void api.dispatch(swapFailed({ error: batchFailure(seen.status, swapMessages.swapFailed), declined: false }))
  api.dispatch(swapSucceeded({ hash: seen.hash, caipNetworkId: network }))
}

export async function swap(api: PorticoListenerApi) {
  const state = api.getState()
  const current = selectSwap(state)
  const form = formOf(state)
  const quoted = current.quote.value
  // Only what the preview showed: a quote for this form.
  // From the preview (or the form itself, for a host that skips it).
  if (!['form', 'preview'].includes(current.step) || !form || current.quote.status !== 'ready' || !quoted) return
  if (
    quoted.amount !== form.amount.toString() ||
    quoted.from !== form.from.caipAddress ||
    quoted.to !== form.to.caipAddress
  )
    return
  // The view's rule is the last word here too: no more than the account is known to hold.
  const balance = selectSwapBalance(state)
  const held = balance ? toBaseUnits(balance.quantity.numeric, form.from.decimals) : balance === null ? 0n : undefined
  if (held !== undefined && form.amount > held) return
  const fail = (error: string, declined = false) => void api.dispatch(swapFailed({ error, declined }))
  const wallet = connectedConnector(api, 'eip155')
  if (!wallet) return fail(swapMessages.noWallet)
  const network = networkOf(form.account)
  const from = accountOf(form.account) as `0x${string}`
  const amount = form.amount.toString()
  const transactionOf = (to: CaipAddress, data: string, value?: bigint): Eip155Transaction => ({
    from,
    to: accountOf(to) as `0x${string}`,
    data: data as `0x${string}`,
    ...(value !== undefined && { value: `0x${value.toString(16)}` as `0x${string}` }),
  })
  // Each transaction (the approval too) is known as sent the moment the wallet accepts it: its
  // record is pending in Activity and History while the swap waits for the chain. One the wallet
  // sends after the visitor stopped waiting is recorded too (lateSend); the swap does not go on.
  const send = async (transaction: Eip155Transaction, approval: ApprovalRequest) => {
    const hash = await withApproval(
      api,
      approval,
      () => wallet.sendTransaction({ caipNetworkId: network, transaction }),
      transactionPreview(network, transaction),
      (late) => lateSend(api.dispatch, { hash: late, caipNetworkId: network }),
    )
    api.dispatch(transactionSent({ hash, caipNetworkId: network }))
    return hash
  }
  const native = selectNetworks(state).find((n) => n.caipNetworkId === network)?.nativeCurrency
  /** The approval the service builds for the sold token, and what the wallet is asked by it. */
  const buildApproval = async (): Promise<Built<SingleApproval>> => {
    const built = await api.pause(
      answerOf(
        api.dispatch(
          convertBuildApprove.initiate(
            { query: { from: form.from.caipAddress, to: form.from.caipAddress, amount } },
            { forceRefetch: true },
          ),
        ),
      ),
    )
    if (built.error || !built.data) return { error: failureWords(built.error) }
    const transaction = transactionOf(built.data.tx.to as CaipAddress, built.data.tx.data)
    // What the wallet is asked, read from the approval's own calldata: its spender and allowance.
    const approval = describeTransaction(transaction, {
      caipNetworkId: network,
      native: native ?? { symbol: '', decimals: 18 },
      token: { address: accountOf(form.from.caipAddress), symbol: form.from.symbol, decimals: form.from.decimals },
    })
    // The spender is the one the swap service's approval names: said as the swap service's.
    return {
      transaction,
      shows: approval.kind === 'tokenApproval' ? { ...approval, spenderRole: 'swapService' as const } : approval,
    }
  }
  /** The swap the service builds for the form, and what the wallet is asked by it. */
  const buildSwap = async (): Promise<Built<SwapApproval>> => {
    const built = await api.pause(
      answerOf(
        api.dispatch(
          convertBuildTransaction.initiate(
            {
              body: {
                amount,
                from: form.from.caipAddress,
                to: form.to.caipAddress,
                userAddress: form.account,
                eip155: { slippage: swapSlippagePercent },
                projectId: api.getState().portico.services.projectId,
                // The connected wallet estimates the gas itself (every connector's does).
                disableEstimate: true,
              },
            },
            { forceRefetch: true },
          ),
        ),
      ),
    )
    if (built.error || !built.data) return { error: failureWords(built.error) }
    // The service gives no value: a native coin sold goes as the transaction's value.
    const sellsNative = isNativePlaceholder(accountOf(form.from.caipAddress))
    const transaction = transactionOf(
      built.data.tx.to as CaipAddress,
      built.data.tx.data,
      sellsNative ? form.amount : undefined,
    )
    // What this swap pays and, by the quote the preview showed for this very form, receives.
    const shows: SwapApproval = {
      kind: 'swap',
      caipNetworkId: network,
      pay: { value: amount, decimals: form.from.decimals, symbol: form.from.symbol },
      receive: { value: quoted.toAmount, decimals: form.to.decimals, symbol: form.to.symbol },
      contract: transaction.to,
      contractRole: 'swapService',
    }
    return { transaction, shows }
  }
  // Sponsored, a failure that is not the visitor's is the sponsor's (or the wallet's with it):
  // said so, with the way to pay the fee themselves (swapOwnFeeChosen).
  let sponsored = false
  let needsApproval = quoted.needsApproval
  /** What the swap waits on the chain for: said with what was not seen, for Try again to follow. */
  let waiting: SwapUnseen['step'] = current.unseen?.step ?? 'approving'
  try {
    // What went out from this very form, unseen by the bound: followed again, never sent twice:
    // the swap itself, or its approval (the swap then asked as usual).
    if (current.unseen?.step === 'swapping') return await followSwap(api, network, current.unseen)
    if (current.unseen) {
      api.dispatch(swapStepped('approving'))
      const seen = await followAgain(api, network, current.unseen)
      if (seen.status !== 'confirmed') return fail(batchFailure(seen.status, swapMessages.approvalFailed))
      api.dispatch(swapAllowanceApproved({ token: form.from.caipAddress, allowance: amount }))
      needsApproval = false
    }
    // A wallet that runs batches takes the approval and the swap as one request: one prompt,
    // all or nothing (EIP-5792). With the app's paymaster (ERC-7677) every call goes through
    // wallet_sendCalls, for the sponsor to pay it. Any other way, one transaction at a time.
    const calls = wallet.calls
    const capabilities = calls ? await capabilitiesOn(api, network) : noCapabilities
    const sponsorship = current.ownFee ? undefined : sponsorshipWith(api.getState(), capabilities)
    const paymaster = sponsorship?.status === 'sponsored' ? sponsorship.paymaster : undefined
    const together = needsApproval && runsBatches(capabilities)
    if (calls && (paymaster || together)) {
      sponsored = !!paymaster
      api.dispatch(swapStepped('swapping'))
      const approval = needsApproval ? await buildApproval() : undefined
      if (approval && 'error' in approval) return fail(approval.error)
      const swapping = await buildSwap()
      if ('error' in swapping) return fail(swapping.error)
      const asCall = ({
        transaction: { from: _, ...call },
        shows,
      }: {
        transaction: Eip155Transaction
        shows: SingleApproval
      }) => ({ call, shows })
      // Together where the wallet runs batches; else the approval first, each its own request.
      const requests = approval ? (together ? [[approval, swapping]] : [[approval], [swapping]]) : [[swapping]]
      let hash: string | undefined
      for (const request of requests) {
        waiting = request.includes(swapping) ? 'swapping' : 'approving'
        const outcome = await sendBatch(api, calls, {
          caipNetworkId: network,
          from,
          calls: request.map(asCall),
          ...(paymaster && { paymaster }),
        })
        if (outcome.status !== 'confirmed') return fail(batchFailure(outcome.status, swapMessages.swapFailed))
        if (request.includes(approval!))
          api.dispatch(swapAllowanceApproved({ token: form.from.caipAddress, allowance: amount }))
        hash = outcome.hashes.at(-1)
      }
      if (!hash) return fail(swapMessages.swapFailed)
      return void api.dispatch(swapSucceeded({ hash, caipNetworkId: network }))
    }
    if (needsApproval) {
      api.dispatch(swapStepped('approving'))
      const approval = await buildApproval()
      if ('error' in approval) return fail(approval.error)
      const hash = await send(approval.transaction, approval.shows)
      if (!(await minedOutcome(api, network, hash))) return fail(swapMessages.approvalFailed)
      api.dispatch(swapAllowanceApproved({ token: form.from.caipAddress, allowance: amount }))
    }
    api.dispatch(swapStepped('swapping'))
    waiting = 'swapping'
    const swapping = await buildSwap()
    if ('error' in swapping) return fail(swapping.error)
    await followSwap(api, network, { hash: await send(swapping.transaction, swapping.shows) })
  } catch (error) {
    passOnCancellation(error)
    // Stopped waiting (the approval's or the swap's): back on the form as typed, in its own words.
    if (isApprovalStopped(error)) return fail(swapMessages.stopped)
    // What went out and was not seen by the bound (the approval, the swap, or a batch): said as
    // such, and kept for Try again to look for.
    if (isNotSeenOnChain(error))
      return void api.dispatch(
        swapFailed({ error: notSeenSaid, declined: false, unseen: { ...error.unseen, step: waiting } }),
      )
    const failure = toWalletError(error)
    const declined = failure.kind === 'userRejected'
    // The sponsor's refusal is kept as such, with the reason in its own words: the view says it
    // in the visitor's language (swap.notSponsored).
    if (sponsored && !declined)
      return void api.dispatch(swapFailed({ error: failure.message, declined, sponsorRefused: true }))
    fail(declined ? swapMessages.declined : failure.message, declined)
  }
}
