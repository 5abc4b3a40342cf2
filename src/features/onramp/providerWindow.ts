// The on-ramp provider's window. It is opened blank while the visitor's press still counts as
// one (browsers block a popup opened later, Safari at once after an await), cut from this page
// (no `opener`, so the provider's page cannot navigate ours), and sent to the provider's URL
// once that is known. Portico keeps the handle only to see when it closes.
// Each purchase opens a window of its own (section 2's optional screens: Buy, Pay by card), never
// one found by name: a named target hands back the last purchase's window while it is still open
// (the provider's page thanking the visitor, say), and the browser then either navigates that
// window for the new purchase (closed with the purchase it replaces) or, once it shows the
// provider's origin and is cut from this page, refuses and logs an unsafe navigation.
import { isSafeWebUrl } from '../../contract/webUrl'

export interface ProviderWindow {
  readonly closed: boolean
  close(): void
}

interface OpenedWindow extends ProviderWindow {
  opener: unknown
  location: { href: string }
}

const newWindow = '_blank'
const windowFeatures = 'popup,width=480,height=720'

/** A blank window for the provider, or null where the browser blocks it (or there is none). */
export function openBlankProviderWindow(): ProviderWindow | null {
  const open = (globalThis as { open?: (url: string, name: string, features: string) => OpenedWindow | null }).open
  if (typeof open !== 'function') return null
  try {
    const opened = open('about:blank', newWindow, windowFeatures)
    if (!opened) return null
    opened.opener = null
    return opened
  } catch {
    return null
  }
}

/**
 * Sends the window to the provider's page, checked once more where it is used: the window is of
 * the host's origin until it loads, so a script address assigned to it would run as the host.
 * False, and the window closed, when the address is not a web page Portico opens.
 */
export function showProvider(window: ProviderWindow, url: string): boolean {
  if (!isSafeWebUrl(url)) {
    window.close()
    return false
  }
  ;(window as OpenedWindow).location.href = url
  return true
}
