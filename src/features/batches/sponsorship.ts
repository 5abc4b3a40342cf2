// Sponsored gas (ERC-7677) as the flows that send decide it: the host's paymaster service
// (config `sponsorship`) goes with the calls where the connected wallet takes one on the network
// (its paymasterService capability); elsewhere the visitor pays the fee, and the views say so.
import type { CaipNetworkId } from '../../contract/entities'
import type { ChainCapabilities } from '../../connectors/types'
import type { RootState } from '../../store/state'
import { selectCapabilities } from './selectors'

/** What the wallet is handed with the calls: EIP-5792's paymasterService capability, as ERC-7677 writes it. */
export interface Paymaster {
  url: string
  context?: Record<string, unknown>
}

/**
 * The app pays the fee (`sponsored`), the app would but the wallet cannot take a paymaster
 * (`walletCannot`), or there is no sponsorship to speak of (`none`: none configured, or the
 * wallet not yet asked).
 */
export type Sponsorship = { status: 'sponsored'; paymaster: Paymaster } | { status: 'walletCannot' | 'none' }

const none: Sponsorship = { status: 'none' }

export function sponsorshipWith(state: RootState, capabilities: ChainCapabilities | 'asking' | undefined): Sponsorship {
  const config = state.portico.options.sponsorship
  if (!config || !capabilities || capabilities === 'asking') return none
  if (!capabilities.paymasterService) return { status: 'walletCannot' }
  return {
    status: 'sponsored',
    paymaster: { url: config.paymasterUrl, ...(config.context && { context: config.context }) },
  }
}

/** The sponsorship on the network with the connected eip155 wallet, as the views show it. */
export const selectSponsorship = (state: RootState, caipNetworkId: CaipNetworkId): Sponsorship =>
  sponsorshipWith(state, selectCapabilities(state, caipNetworkId))
