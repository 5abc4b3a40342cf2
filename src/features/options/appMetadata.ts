// The app as wallets present it to the visitor; read by the wallets' own chunks (WalletConnect's
// SDK, the embedded wallet), so it is a module of its own, outside the first load.
import type { RootState } from '../../store/state'

/**
 * The host's metadata, or the page's own when it gave none: wallets (WalletConnect's, the
 * embedded one) show the name and URL to the visitor, so they must say where a request comes
 * from. Read in the browser only.
 */
export function selectAppMetadata(state: RootState) {
  const { metadata } = state.portico.options
  return {
    name: metadata?.name ?? (globalThis.document?.title || globalThis.location?.host || 'Portico'),
    description: metadata?.description ?? '',
    url: metadata?.url ?? globalThis.location?.origin ?? '',
    icons: metadata?.icons ?? [],
  }
}
