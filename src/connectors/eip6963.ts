// EIP-6963 discovery: wallets announce themselves as window events instead of fighting over
// window.ethereum. Announcements come from any script on the page, so each is validated
// before it can reach the store or the DOM.
import * as z from 'zod/mini'
import { isEip1193Provider, type Eip1193Provider } from './eip1193Provider'

export const announceProviderEvent = 'eip6963:announceProvider'
export const requestProviderEvent = 'eip6963:requestProvider'

// Reverse DNS (`io.metamask`, `com.coinbase.wallet`): at least two dot-separated labels.
const rdns = z.string().check(z.maxLength(253), z.regex(/^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/i, 'rdns must be a reverse-DNS name'))

// The icon becomes an <img src>. Only inline images are accepted: an http(s) URL would let
// a page script make every visitor's browser call a tracker, and `javascript:` or other
// schemes have no business in an image.
const icon = z.string().check(z.regex(/^data:image\/[a-z0-9.+-]+[;,]/i, 'icon must be a data:image/ URI'))

export const eip6963ProviderInfo = z.object({
  uuid: z.string().check(z.minLength(1)),
  name: z.string().check(z.trim(), z.minLength(1)),
  icon,
  rdns,
})
export type Eip6963ProviderInfo = z.infer<typeof eip6963ProviderInfo>

const eip6963ProviderDetail = z.object({
  info: eip6963ProviderInfo,
  provider: z.custom<Eip1193Provider>(isEip1193Provider, 'provider must have a request function'),
})
export type Eip6963ProviderDetail = z.infer<typeof eip6963ProviderDetail>

const sameDetail = (a: Eip6963ProviderDetail, b: Eip6963ProviderDetail) =>
  a.provider === b.provider && a.info.name === b.info.name && a.info.icon === b.info.icon

/**
 * Listens for announcements, then asks every wallet to announce. `onProvider` gets each valid
 * wallet once per rdns, and again only when the same wallet (same uuid) re-announces with a
 * different provider, name or icon. A second uuid claiming a known rdns is ignored: the first
 * announcer keeps it, so a late script cannot take over a wallet's identity.
 */
export function watchAnnouncedProviders(target: EventTarget, onProvider: (detail: Eip6963ProviderDetail) => void): () => void {
  const byRdns = new Map<string, Eip6963ProviderDetail>()

  const onAnnounce = (event: Event) => {
    const parsed = eip6963ProviderDetail.safeParse((event as CustomEvent<unknown>).detail)
    if (!parsed.success) {
      console.warn('[portico] ignored an invalid EIP-6963 announcement', z.prettifyError(parsed.error))
      return
    }
    const detail = parsed.data
    const known = byRdns.get(detail.info.rdns)
    if (known && (known.info.uuid !== detail.info.uuid || sameDetail(known, detail))) return
    byRdns.set(detail.info.rdns, detail)
    onProvider(detail)
  }

  target.addEventListener(announceProviderEvent, onAnnounce)
  target.dispatchEvent(new Event(requestProviderEvent))
  return () => target.removeEventListener(announceProviderEvent, onAnnounce)
}
