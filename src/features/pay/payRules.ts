// A host's payment request checked before anything is shown (issue 14): what is wrong with it,
// in words a developer can act on, or nothing.
import type { CaipNetworkId } from '../../contract/entities'
import { toBaseUnits } from '../send/sendRules'
import type { PayRequest } from './constants'

const evmAddress = /^0x[0-9a-fA-F]{40}$/

export function payRequestProblem(request: PayRequest, networks: readonly CaipNetworkId[]): string | undefined {
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
  const units = typeof request.amount === 'string' ? toBaseUnits(request.amount, metadata.decimals) : undefined
  if (units === undefined || units <= 0n)
    return `amount must be a positive decimal string with at most ${metadata.decimals} decimals, not ${JSON.stringify(request.amount)}`
  return undefined
}
