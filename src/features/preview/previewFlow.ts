// The preview of each request ApproveTransaction shows (README "Before you sign"): simulated on
// the network's node the moment the flow asks (previewRequested), read into what the account
// gains, loses and allows, named and priced, and warned about; settled within previewBoundMs
// as ready or unavailable, never left loading. Arrives with the api's flows.
import type { Flow, PorticoListenerApi } from '../../store/listener'
import { blockchainApi } from '../../api/porticoApi'
import { answerOf } from '../../api/answerOf'
import { NoAnswerError, answerWithin } from '../../connectors/answerWithin'
import { passOnCancellation } from '../../store/cancellation'
import { chainNode, servedNetworks } from '../chain/chainNode'
import { selectNetworks } from '../chain/selectors'
import type { ApprovalRequest } from '../approvals/approvalRequest'
import { previewRequested, previewSettled } from './previewSlice'
import type { AllowanceChange, BalanceChange, Preview, PreviewRequest } from './previewTypes'
import { readEffects, unlimitedFrom } from './readEffects'
import { allowancesAfter } from './allowancesAfter'
import { maxUint256 } from 'viem'
import { revertReason } from './revertReason'
import { previewWarnings } from './previewWarnings'
import { SimulationUnsupportedError, simulateRequest, type NodeAsk } from './simulateRequest'
import { tokenFacts } from './tokenFacts'

/** The longest a preview is waited for (not in the spec): past it, the preview says it is unavailable. */
export const previewBoundMs = 10_000

/** The native coin's address where the Blockchain API prices it (its convention for every EVM network). */
const nativePriceAddress = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

async function priceOf(api: PorticoListenerApi, request: PreviewRequest, asset: string): Promise<number | undefined> {
  const { fungiblePrice } = blockchainApi.endpoints
  const address = `${request.caipNetworkId}:${asset === 'native' ? nativePriceAddress : asset}` as const
  const priced = await answerOf(
    api.dispatch(
      fungiblePrice.initiate({
        body: { currency: 'usd', addresses: [address], projectId: api.getState().portico.services.projectId },
      }),
    ),
  )
  return priced.data?.fungibles[0]?.price
}

/** The addresses the account has dealt with, from its history's first page, where the Blockchain API serves the network. */
async function usedAddresses(api: PorticoListenerApi, request: PreviewRequest): Promise<Set<string> | undefined> {
  if (!(await servedNetworks(api.dispatch))?.includes(request.caipNetworkId)) return undefined
  const history = await answerOf(
    api.dispatch(
      blockchainApi.endpoints.history.initiate({
        params: { account: request.from },
        query: { chainId: request.caipNetworkId },
      }),
    ),
  )
  const page = history.data?.pages[0]?.data
  if (!page) return undefined
  return new Set(page.flatMap((t) => [t.metadata.sentTo.toLowerCase(), t.metadata.sentFrom.toLowerCase()]))
}

/** The preview of `request`, as `shows` describes it; throws where the node cannot tell. */
export async function previewOf(
  api: PorticoListenerApi,
  ask: NodeAsk,
  request: PreviewRequest,
  shows: ApprovalRequest,
): Promise<Preview> {
  const usedSoon = usedAddresses(api, request).catch(() => undefined)
  const simulated = await simulateRequest(ask, request)
  if ('refused' in simulated)
    return {
      status: 'ready',
      changes: [],
      allowances: [],
      nativeSent: '0',
      fails: { reason: simulated.refused },
      warnings: [{ kind: 'willFail', reason: simulated.refused }],
    }
  const effects = readEffects(request, simulated.calls)
  const failed = simulated.calls.find((call) => !call.ok)
  const fails = failed ? { ...optional(revertReason(failed.returnData, failed.error)) } : undefined
  const native = selectNetworks(api.getState()).find((n) => n.caipNetworkId === request.caipNetworkId)?.nativeCurrency
  const tokens = [...new Set([...effects.deltas.keys(), ...[...effects.allowances.values()].map((a) => a.token)])]
  const facts = await tokenFacts(
    ask,
    tokens.filter((asset) => asset !== 'native'),
  )
  const unitOf = (asset: string) =>
    asset === 'native'
      ? { symbol: native?.symbol ?? 'ETH', decimals: native?.decimals ?? 18 }
      : effects.collectibles.has(asset)
        ? { symbol: facts.get(asset)?.symbol ?? asset, decimals: 0 }
        : (facts.get(asset) ?? { symbol: asset, decimals: 0 })
  const served = (await servedNetworks(api.dispatch))?.includes(request.caipNetworkId)
  const changes: BalanceChange[] = await Promise.all(
    [...effects.deltas].map(async ([asset, delta]) => {
      const unit = unitOf(asset)
      const price =
        served && !effects.collectibles.has(asset)
          ? await priceOf(api, request, asset).catch(() => undefined)
          : undefined
      const amount = Number(delta < 0n ? -delta : delta) / 10 ** unit.decimals
      return {
        asset: asset as BalanceChange['asset'],
        ...unit,
        delta: delta.toString(),
        ...(price !== undefined && { value: amount * price }),
      }
    }),
  )
  // What is left of each allowance once the calls ran: a spend in the same request lowers it without a log.
  const granted = [...effects.allowances.values()]
  const left = granted.length
    ? await allowancesAfter(
        ask,
        request,
        granted.map(({ token, spender, amount }) => ({ token, spender, collection: amount === 'all' })),
      )
    : []
  const allowances: AllowanceChange[] = granted.flatMap((allowance, i) => {
    const amount = left[i] ?? (allowance.amount === 'all' ? maxUint256 : allowance.amount)
    if (amount === 0n) return []
    return [
      {
        token: allowance.token,
        ...unitOf(allowance.token),
        spender: allowance.spender,
        amount: amount.toString(),
        unlimited: amount >= unlimitedFrom,
        ...(allowance.amount === 'all' && { collection: true as const }),
      },
    ]
  })
  const used = await usedSoon
  return {
    status: 'ready',
    changes,
    allowances,
    nativeSent: effects.nativeSent.toString(),
    ...(fails && { fails }),
    warnings: previewWarnings({
      shows,
      changes,
      allowances,
      recipients: effects.recipients,
      ...(fails && { fails }),
      ...(used && { used }),
    }),
  }
}

const optional = (reason: string | undefined) => (reason === undefined ? {} : { reason })

export const previewFlow: Flow = (startListening) => {
  startListening({
    actionCreator: previewRequested,
    effect: async ({ payload: { id, request, shows } }, api) => {
      const settle = (preview: Preview) => api.dispatch(previewSettled({ id, preview }))
      try {
        const node = await api.pause(chainNode(api, request.caipNetworkId))
        if (!node) return void settle({ status: 'unavailable', reason: 'notSupported' })
        const ask: NodeAsk = (method, params) => node.request(method, params)
        settle(
          await api.pause(
            answerWithin(previewOf(api, ask, request, shows), previewBoundMs, 'The node did not answer the simulation'),
          ),
        )
      } catch (error) {
        passOnCancellation(error)
        settle({
          status: 'unavailable',
          reason:
            error instanceof SimulationUnsupportedError
              ? 'notSupported'
              : error instanceof NoAnswerError
                ? 'timedOut'
                : 'failed',
        })
      }
    },
  })
}
