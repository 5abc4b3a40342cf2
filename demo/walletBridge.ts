// Pairing URIs from the demo tab to the wallet tab (demo/wallet.html). Both pages are on one
// origin, so a BroadcastChannel carries them with no server. The dapp side calls
// announcePairingUri() with each new `wc:` URI; the wallet page listens. A wallet page opened
// after the URI was announced asks for it, and the demo tab answers with the last one while it
// is still valid, so the order the tabs are opened in does not matter.
export const walletBridgeChannel = 'portico-demo-walletconnect'

type BridgeMessage = { type: 'pairing-uri'; uri: string } | { type: 'ask-for-pairing-uri' }

/** Past a `wc:` URI's expiryTimestamp (seconds since the epoch) pairing with it fails. */
export function pairingUriExpired(uri: string, now = Date.now()): boolean {
  const expiry = Number(new URLSearchParams(uri.split('?')[1] ?? '').get('expiryTimestamp'))
  return Number.isFinite(expiry) && expiry > 0 && expiry * 1000 <= now
}

const isPairingUri = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('wc:') && !pairingUriExpired(value)

// The dapp side keeps one channel open, to answer wallet pages that open later.
let dappChannel: BroadcastChannel | undefined
let lastUri: string | undefined

/** The dapp side: offers a fresh pairing URI to every open wallet page (and to one opened while it is valid). */
export function announcePairingUri(uri: string): void {
  // Where there is no BroadcastChannel (Node, server rendering) there is no other tab either.
  if (typeof BroadcastChannel === 'undefined') return
  lastUri = uri
  if (!dappChannel) {
    dappChannel = new BroadcastChannel(walletBridgeChannel)
    dappChannel.onmessage = ({ data }: MessageEvent<BridgeMessage>) => {
      if (data?.type === 'ask-for-pairing-uri' && isPairingUri(lastUri))
        dappChannel?.postMessage({ type: 'pairing-uri', uri: lastUri } satisfies BridgeMessage)
    }
  }
  dappChannel.postMessage({ type: 'pairing-uri', uri } satisfies BridgeMessage)
}

/** The wallet side: calls back with each valid URI the demo tab announces, the last one first. Returns stop. */
export function listenForPairingUris(onUri: (uri: string) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  const channel = new BroadcastChannel(walletBridgeChannel)
  channel.onmessage = ({ data }: MessageEvent<BridgeMessage>) => {
    if (data?.type === 'pairing-uri' && isPairingUri(data.uri)) onUri(data.uri)
  }
  channel.postMessage({ type: 'ask-for-pairing-uri' } satisfies BridgeMessage)
  return () => channel.close()
}
