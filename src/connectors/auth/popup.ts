// A social login's popup, opened on the visitor's click before anything else happens: a popup
// opened later, after a request, is what blockers stop. Small and free of the protocol, so the
// flow that opens it (in the api's chunk) carries nothing of the frame.
import { isSafeWebUrl, linkRefused } from '../../contract/webUrl'
import type { LoginPopup } from '../types'

export const socialLoginErrors = {
  blocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  closed: 'The sign-in window was closed before you signed in.',
  declined: 'Sign-in was declined.',
} as const

/** Opens an empty popup at once; undefined when the browser blocked it. */
export function openSocialPopup(): LoginPopup | undefined {
  const width = 480
  const height = 640
  const left = Math.max(0, (globalThis.screenX ?? 0) + ((globalThis.outerWidth ?? width) - width) / 2)
  const top = Math.max(0, (globalThis.screenY ?? 0) + ((globalThis.outerHeight ?? height) - height) / 2)
  const opened = globalThis.open?.(
    '',
    'portico-social-login',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  )
  if (!opened) return undefined
  return {
    window: opened,
    // The popup is of the host's origin until the provider's page loads: only a web page goes in.
    navigate(url) {
      if (!isSafeWebUrl(url)) throw new Error(linkRefused)
      opened.location.replace(url)
    },
    get closed() {
      return opened.closed
    },
    close: () => opened.close(),
  }
}
