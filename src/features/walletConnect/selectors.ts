// What the WalletConnect connector reads from the store when a pairing starts.
import type { WalletConnectSettings } from '../../connectors/walletConnect/settings'
import type { RootState } from '../../store/state'
import { selectNetworks } from '../chain/selectors'
import { selectAppMetadata } from '../options/appMetadata'

/** What the WalletConnect connector reads when a pairing starts; the metadata as every wallet sees it. */
export function selectWalletConnectSettings(state: RootState): WalletConnectSettings {
  const { projectId, walletConnect } = state.portico.options
  return {
    projectId,
    relayUrl: walletConnect.relayUrl,
    verify: walletConnect.verify,
    metadata: selectAppMetadata(state),
    networks: selectNetworks(state),
  }
}
