// A connector's EIP-5792 part over its own way of asking the wallet. A module apart from the
// requests themselves (eip5792.ts): whoever asks hands them over with the ask, so a connector
// that loads them with its first ask (eip1193Connector.ts) carries none of them in the page's
// first load.
import type * as Eip5792 from './eip5792'
import type { JsonRpcAsk } from './eip155Requests'
import type { WalletCalls } from './types'

/** EIP-5792's requests, as the connector has them: imported, or loaded with its first ask. */
export type Eip5792Requests = Pick<typeof Eip5792, 'eip155Capabilities' | 'sendEip155Calls' | 'eip155CallsStatus'>

/** How a connector asks its wallet on a network: its errors as WalletErrors, another namespace refused. */
export type AskOn = <T>(
  caipId: string,
  what: string,
  run: (requests: Eip5792Requests, ask: JsonRpcAsk) => Promise<T>,
) => Promise<T>

export interface WalletCallsOptions {
  /**
   * Called as a batch is sent, by a connector that remembers the wallet's capabilities: what the
   * account can do may change with the batch (EIP-7702's upgrade comes with it).
   */
  forgetCapabilities?: () => void
}

/** A connector's EIP-5792 part, over its own way of asking the wallet. */
export const walletCallsOver = (askOn: AskOn, { forgetCapabilities }: WalletCallsOptions = {}): WalletCalls => ({
  capabilities: ({ address, caipNetworkId }) =>
    askOn(caipNetworkId, 'report its capabilities', (r, ask) => r.eip155Capabilities(ask, address, caipNetworkId)),
  send: (request) =>
    askOn(request.caipNetworkId, 'send calls', (r, ask) => {
      forgetCapabilities?.()
      return r.sendEip155Calls(ask, request)
    }),
  status: ({ id, caipNetworkId }) => askOn(caipNetworkId, 'report on calls', (r, ask) => r.eip155CallsStatus(ask, id)),
})
