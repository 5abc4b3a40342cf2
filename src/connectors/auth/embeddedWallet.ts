// The embedded wallet as the store asks for it: the frame put in the page at once (it loads while
// the visitor types), and the auth connector over it. One chunk with the frame client, loaded
// only when a visitor picks email, social or Farcaster, or comes back signed in.
import { createFrameClient, type FrameTimeout } from '../../frame/frameClient'
import { createAuthConnector, type AuthConnectorOptions } from './authConnector'

export interface EmbeddedWalletOptions extends Omit<AuthConnectorOptions, 'frame'> {
  frameUrl: string
  projectId: string
  onTimeout(timeout: FrameTimeout): void
  /** The frame's session token, for the login cache. */
  onSessionUpdate(token: string): void
}

export function createEmbeddedWallet(options: EmbeddedWalletOptions) {
  const { frameUrl, projectId, onTimeout, onSessionUpdate, ...auth } = options
  const caipNetworkId = `eip155:${auth.chainId}` as const
  const client = createFrameClient({
    url: frameUrl,
    projectId,
    chainId: caipNetworkId,
    rpcUrl: auth.rpcUrl?.(caipNetworkId),
    onTimeout,
    onSessionUpdate,
  })
  client.create()
  return createAuthConnector({ ...auth, frame: async () => client })
}
