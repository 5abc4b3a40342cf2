// The page itself in the place of a social login's popup (sameTabLogin.ts): the connector sends
// "the popup" to the provider's sign-in, and this tab goes there, carrying its way back. Nothing
// is ever heard from it (the page is gone): the login finishes when the page comes back.
import { isSafeWebUrl, linkRefused } from '../../contract/webUrl'
import type { LoginPopup } from '../../connectors/types'
import { withWayBack } from './sameTabLogin'

/** No message comes from the page in its own place: the popup's window matches none. */
const nowhere = Object.freeze({})

export function sameTabPage(returnTo: string, leave: (url: string) => void): LoginPopup {
  return {
    window: nowhere,
    navigate(url) {
      // The frame's address, as a popup's: only a web page.
      if (!isSafeWebUrl(url)) throw new Error(linkRefused)
      leave(withWayBack(url, returnTo))
    },
    closed: false,
    close: () => {},
  }
}

/** The tab leaves for `url` (the browser's own navigation, kept in history so Back returns). */
export const leavePage = (url: string) => void (globalThis as { location?: Location }).location?.assign(url)
