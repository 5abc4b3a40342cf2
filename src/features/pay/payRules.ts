// A host's payment request checked before anything is shown (section 2's optional screens): why it is refused, in
// words a developer can act on, or nothing. Pure and free of viem: usePay asks it before the
// api has come, so that a refused request opens no modal (the hook is in the first load).
import type { CaipNetworkId } from '../../contract/entities'
import type { RootState } from '../../store/state'
import { selectNetworks } from '../chain/selectors'
import { payErrorMessages, type PayErrorCode, type PayRequest } from './constants'

const evmAddress = /^0x[0-9a-fA-F]{40}$/
/** A plain decimal: whole digits, then a point and the fraction's digits. */
const decimal = /^(\d+)(?:\.(\d+))?$/

/** The amount is a positive decimal with no more decimals than the asset has. */
function amountFits(amount: unknown, decimals: number): boolean {
  const parts = typeof amount === 'string' ? decimal.exec(amount) : null
  if (!parts) return false
  const [, whole, fraction = ''] = parts
  return fraction.length <= decimals && /[1-9]/.test(whole + fraction)
}

function payRequestProblem(request: PayRequest, networks: readonly CaipNetworkId[]): string | undefined {
  if (!request || typeof request !== 'object')
    return 'A payment request is an object: recipient, amount, network, asset, metadata'
  if (typeof request.recipient !== 'string' || !evmAddress.test(request.recipient))
    return `recipient must be an EVM address (0x and 40 hex digits), not ${JSON.stringify(request.recipient)}`
  if (typeof request.network !== 'string' || !request.network.startsWith('eip155:'))
    return `network must be an eip155 network (e.g. "eip155:8453"), not ${JSON.stringify(request.network)}`
  if (!networks.includes(request.network))
    return `network ${request.network} is not one of the config's networks (${networks.join(', ')})`
  if (request.asset !== 'native' && (typeof request.asset !== 'string' || !evmAddress.test(request.asset)))
    return `asset must be "native" or an ERC-20 contract address, not ${JSON.stringify(request.asset)}`
  const { metadata } = request
  if (!metadata || typeof metadata.symbol !== 'string' || !metadata.symbol || typeof metadata.name !== 'string')
    return 'metadata must give the asset name and symbol'
  if (!Number.isInteger(metadata.decimals) || metadata.decimals < 0 || metadata.decimals > 36)
    return `metadata.decimals must be a whole number from 0 to 36, not ${JSON.stringify(metadata.decimals)}`
  if (!amountFits(request.amount, metadata.decimals))
    return `amount must be a positive decimal string with at most ${metadata.decimals} decimals, not ${JSON.stringify(request.amount)}`
  return undefined
}

/** Why Pay refuses this request in this store (the switch off, or the request wrong), or nothing. */
export function payRefusal(state: RootState, request: PayRequest): { code: PayErrorCode; message: string } | undefined {
  if (!state.portico.options.features.pay) return { code: 'PAY_DISABLED', message: payErrorMessages.disabled }
  const networks = selectNetworks(state).map((n) => n.caipNetworkId)
  const problem = payRequestProblem(request, networks)
  return problem ? { code: 'INVALID_REQUEST', message: problem } : undefined
}
