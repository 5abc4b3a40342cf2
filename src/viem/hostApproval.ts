// A host's own transaction through the embedded wallet (Portico's provider: portico/wagmi,
// portico/viem) shows as Portico's own do: ApproveTransaction with the request read from itself
// and the preview of what it will do (README "Before you sign"), the wallet's frame in its place
// in the modal. Other wallets ask in their own window, so a host's request to them opens nothing.
// The visitor's Stop waiting rejects the host's request as the visitor's refusal (EIP-1193's
// 4001, ApprovalStoppedError) and aborts what the frame still asks (approvalLeftFlow).
import type { EIP1193Provider } from 'viem'
import type { CaipNetworkId } from '../contract'
import type { Connector, Eip155Transaction } from '../connectors/types'
import { describeTransaction } from '../features/approvals/describeTransaction'
import { selectNetworks } from '../features/chain/selectors'
import { showingApproval, type ApprovalHost } from '../features/modal/withApproval'
import { transactionPreview } from '../features/preview/previewFirst'
import { lateSend } from '../features/send/lateSend'
import type { RootState } from '../store/state'
import type { PorticoDispatch } from '../store/listener'
import { whenState, type PorticoStoreLike } from './eip155Connection'

const address = /^0x[0-9a-fA-F]{40}$/
const hex = /^0x[0-9a-fA-F]*$/

/** The transaction of an eth_sendTransaction's params, where it is one Portico can read (a call to an address). */
function transactionOf(params: unknown): Eip155Transaction | undefined {
  const [tx] = Array.isArray(params) ? params : []
  const { from, to, value, data, input } = (tx ?? {}) as Record<string, unknown>
  const calldata = data ?? input
  if (typeof from !== 'string' || !address.test(from) || typeof to !== 'string' || !address.test(to)) return undefined
  if (value !== undefined && (typeof value !== 'string' || !hex.test(value))) return undefined
  if (calldata !== undefined && (typeof calldata !== 'string' || !hex.test(calldata))) return undefined
  return {
    from: from as `0x${string}`,
    to: to as `0x${string}`,
    ...(value !== undefined && { value: value as `0x${string}` }),
    ...(calldata !== undefined && { data: calldata as `0x${string}` }),
  }
}

/** A store as the approval's host: waits on the store's changes. */
const storeHost = (store: PorticoStoreLike): ApprovalHost => ({
  dispatch: store.dispatch as PorticoDispatch,
  getState: () => store.getState() as RootState,
  pause: (answer) => answer,
  until: (settled, ms) =>
    whenState(store, (s) => (settled(s) ? true : undefined), { timeoutMs: ms }).catch(() => false),
  when: (settled) => whenState(store, (s) => (settled(s) ? true : undefined)),
})

/**
 * The wallet's answer to `args`: through ApproveTransaction where the request is a transaction the
 * embedded wallet is asked and the host keeps previews on; else the wallet's own.
 */
export function askedWithApproval(
  store: PorticoStoreLike,
  connector: Connector | undefined,
  live: EIP1193Provider,
  args: { method: string; params?: unknown },
  caipNetworkId: CaipNetworkId,
): Promise<unknown> {
  const state = store.getState() as RootState
  const transaction = args.method === 'eth_sendTransaction' ? transactionOf(args.params) : undefined
  if (!transaction || connector?.info.type !== 'AUTH' || !state.portico.options.preview || !state.portico.preview)
    return live.request(args as never)
  const native = selectNetworks(state).find((n) => n.caipNetworkId === caipNetworkId)?.nativeCurrency ?? {
    symbol: 'ETH',
    decimals: 18,
  }
  const approval = describeTransaction(transaction, { caipNetworkId, native })
  return showingApproval(
    storeHost(store),
    approval,
    () => live.request(args as never),
    transactionPreview(caipNetworkId, transaction),
    // Sent after the visitor stopped waiting (the frame answered before its abort): still sent,
    // so it joins Activity, though the host heard the refusal.
    (hash) => {
      if (typeof hash === 'string') lateSend(store.dispatch as PorticoDispatch, { hash, caipNetworkId })
    },
  )
}
