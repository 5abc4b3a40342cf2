// SIWX's heavy part, loaded the first time an account is looked up (only where the host
// configured SIWX): the message writer (viem's SIWE helper) and Portico's session store with its
// verification (viem's client for ERC-1271, WebCrypto's ed25519).
import type { PorticoListenerApi } from '../../store/listener'
import type { RootState } from '../../store/state'
import { chainNode } from '../chain/chainNode'
import { createSiwxMessage, siwxMessageData } from '../../siwx/siwxMessage'
import { storageSiwxSessions } from '../../siwx/storageSessions'
import type { MessageContext } from '../../siwx/siwxMessage'
import type { SiwxConfig, SiwxSessionStore } from '../../siwx/types'

export { createSiwxMessage, siwxMessageData }

/** The host's session store, or Portico's: its storage, each signature verified on the network's node. */
export function sessionsOf(api: PorticoListenerApi, siwx: SiwxConfig): SiwxSessionStore {
  return (
    siwx.sessions ?? storageSiwxSessions({ storage: api.extra.storage, node: (chainId) => chainNode(api, chainId) })
  )
}

/** The message's page: the visitor's, or where there is none the app's own URL. */
export const messageContext = (state: RootState): MessageContext => ({
  pageUrl: globalThis.location?.href ?? state.portico.options.metadata?.url ?? 'https://localhost/',
})
