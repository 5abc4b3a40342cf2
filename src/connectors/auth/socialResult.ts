// A social login's answer: the provider's page, back on the frame's origin, tells the popup's
// opener where the sign-in came back to (`{ resultUri }`, as the client reads it). That one
// message passes the same guard as the frame's (its origin, this popup's window, the schema);
// a popup closed before it is an answer too, and a provider that came back with OAuth's
// `access_denied` is the visitor declining.
import { createMessageGuard, listenToWindowMessages } from '../../frame/messageGuard'
import { socialResultMessage } from '../../frame/protocol'
import type { LoginPopup } from '../types'
import { WalletError } from '../walletErrors'
import { socialLoginErrors } from './popup'

/** Section 9 gives no figure: a closed popup is noticed within half a second. */
export const popupClosedPollMs = 500

export interface SocialResultHost {
  listen(handler: (event: { origin: string; source: unknown; data: unknown }) => void): () => void
  setInterval(run: () => void, ms: number): unknown
  clearInterval(timer: unknown): void
  warn?(message: string): void
}

const browserHost = (): SocialResultHost => ({
  listen: listenToWindowMessages,
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (timer) => globalThis.clearInterval(timer as ReturnType<typeof setInterval>),
})

/**
 * Resolves with the provider page's result address, from `origin` and the popup only; rejects
 * (as the visitor's refusal) when they declined or closed the popup first.
 */
export function socialResult(popup: LoginPopup, origin: string, host: SocialResultHost = browserHost()) {
  const guard = createMessageGuard({ schema: socialResultMessage, origin, source: () => popup.window, warn: host.warn })
  return new Promise<string>((resolve, reject) => {
    const stop = host.listen((event) => {
      // Only what this popup says is read: the frame's own messages are its client's.
      if (event.source !== popup.window) return
      const message = guard.accept(event)
      if (!message) return
      finish()
      // RFC 6749 4.1.2.1: the provider sends the visitor back with `error=access_denied`.
      if (new URL(message.resultUri).searchParams.get('error') === 'access_denied')
        reject(new WalletError('userRejected', socialLoginErrors.declined))
      else resolve(message.resultUri)
    })
    const timer = host.setInterval(() => {
      if (!popup.closed) return
      finish()
      reject(new WalletError('userRejected', socialLoginErrors.closed))
    }, popupClosedPollMs)
    function finish() {
      stop()
      host.clearInterval(timer)
    }
  })
}
