// Chains as the wallet page names them: the demo's own names for its EVM chains, the CAIP-2 id
// for any other, so the user sees exactly what a dapp asked for.
import { solanaMainnet } from '../../mocks/wallets/walletConnect'
import { walletChains } from '../wallet'

export function chainLabel(caipNetworkId: string): string {
  if (caipNetworkId === solanaMainnet) return `Solana (${caipNetworkId})`
  const [namespace, reference] = caipNetworkId.split(':')
  const known = namespace === 'eip155' ? walletChains.find((chain) => String(chain.id) === reference) : undefined
  return known ? `${known.name} (${caipNetworkId})` : caipNetworkId
}
