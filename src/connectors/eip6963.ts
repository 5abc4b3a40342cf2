// EIP-6963 discovery: wallets announce themselves as window events instead of fighting over
// window.ethereum. Announcements come from any script on the page, so each is checked
// (eip6963Checks.ts, loaded with the first one) before it can reach the store or the DOM.
import type { Eip6963ProviderDetail } from './eip6963Checks'
import { inOrder } from './inOrder'

export type { Eip6963ProviderDetail } from './eip6963Checks'

export const announceProviderEvent = 'eip6963:announceProvider'
export const requestProviderEvent = 'eip6963:requestProvider'

const sameLook = (a: Eip6963ProviderDetail, b: Eip6963ProviderDetail) =>
  a.info.name === b.info.name && a.info.icon === b.info.icon

export interface AnnouncementWatch {
  stop(): void
  /** Settles once every announcement heard so far was checked and, if valid, handed on. */
  checked(): Promise<void>
}

/**
 * Listens for announcements, then asks every wallet to announce. `onProvider` gets each valid
 * wallet once per rdns, and again only when the same wallet (same uuid and the same provider)
 * re-announces with a different name or icon. The first announcer keeps its rdns, and its uuid
 * stays bound to its provider: a second uuid claiming a known rdns is ignored, and so is another
 * provider announcing a known uuid (any page script can read both from the first announcement),
 * so a late script cannot take over a wallet's identity nor the visitor's click on it.
 * Announcements are handled one after another, in the order they came, whenever their checks
 * are ready.
 */
export function watchAnnouncedProviders(
  target: EventTarget,
  onProvider: (detail: Eip6963ProviderDetail) => void,
): AnnouncementWatch {
  const byRdns = new Map<string, Eip6963ProviderDetail>()
  let stopped = false
  const announcements = inOrder((error) => console.error('[portico] an EIP-6963 wallet could not be added', error))

  const handle = async (raw: unknown) => {
    const { checkAnnouncement } = await import('./eip6963Checks')
    const detail = stopped ? undefined : checkAnnouncement(raw)
    if (!detail) return
    const known = byRdns.get(detail.info.rdns)
    if (
      known &&
      (known.info.uuid !== detail.info.uuid || known.provider !== detail.provider || sameLook(known, detail))
    )
      return
    byRdns.set(detail.info.rdns, detail)
    onProvider(detail)
  }

  const onAnnounce = (event: Event) => {
    const raw = (event as CustomEvent<unknown>).detail
    announcements.add(() => handle(raw))
  }

  target.addEventListener(announceProviderEvent, onAnnounce)
  target.dispatchEvent(new Event(requestProviderEvent))
  return {
    stop() {
      stopped = true
      target.removeEventListener(announceProviderEvent, onAnnounce)
    },
    checked: announcements.idle,
  }
}
