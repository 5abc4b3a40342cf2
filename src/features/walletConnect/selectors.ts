// What the WalletConnect connector reads from the store when a pairing starts.
import type { WalletConnectSettings } from '../../connectors/walletConnect/settings'
import type { RootState } from '../../store/state'
import { selectNetworks } from '../chain/selectors'

/**
 * The host's metadata, or the page's own when it gave none: wallets show the name and URL to
 * the visitor, so they must say where the request comes from. Read in the browser only.
 */
export function selectWalletConnectSettings(state: RootState): WalletConnectSettings {
  const { projectId, metadata, walletConnect } = state.portico.options
  const origin = globalThis.location?.origin ?? ''
  return {
    projectId,
    relayUrl: walletConnect.relayUrl,
    verify: walletConnect.verify,
    metadata: {
      name: metadata?.name ?? (globalThis.document?.title || globalThis.location?.host || 'Portico'),
      description: metadata?.description ?? '',
      url: metadata?.url ?? origin,
      icons: metadata?.icons ?? [],
    },
    networks: selectNetworks(state),
  }
}
