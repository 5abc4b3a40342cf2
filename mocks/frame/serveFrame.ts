// The fake frame's side of the window messages: it reads only what its parent page sends from
// the parent's origin, through the same guard and schemas as the app (replayed ids refused),
// answers each request to that origin alone (with its id, and no payload key when there is
// none, as the client reads them), and says ready and each new session. A signal (`RPC_ABORT`)
// is acted on and never answered: the client has no answer for it.
import { createMessageGuard, type IncomingMessage } from '../../src/frame/messageGuard'
import {
  appEventOf,
  appMessage,
  errorType,
  frameVersion,
  frameSignals,
  noticeType,
  successType,
  type FrameEventName,
} from '../../src/frame/protocol'
import type { FrameWallet } from './frameWallet'

export interface FrameServerOptions {
  wallet: FrameWallet
  /** The page the frame serves: its origin, exactly. */
  parentOrigin: string
  /** The parent's window, as `event.source` names it. */
  parent: () => unknown
  post(message: unknown, targetOrigin: string): void
  listen(handler: (event: IncomingMessage) => void): () => void
  warn?(message: string): void
}

export function serveFrame(options: FrameServerOptions) {
  const guard = createMessageGuard({
    schema: appMessage,
    origin: options.parentOrigin,
    source: options.parent,
    refuseRepeatedIds: true,
    warn: options.warn,
  })
  const stop = options.listen((event) => {
    const message = guard.accept(event)
    if (!message) return
    const name = appEventOf(message.type)!
    const answered = options.wallet.handle(message)
    if (name in frameSignals) return
    const id = message.id === undefined ? {} : { id: message.id }
    void answered.then((answer) =>
      options.post(
        answer.ok
          ? {
              type: successType(name as FrameEventName),
              ...id,
              ...(answer.payload === undefined ? {} : { payload: answer.payload }),
            }
          : { type: errorType(name as FrameEventName), ...id, payload: { message: answer.message } },
        options.parentOrigin,
      ),
    )
  })
  options.post({ type: noticeType('ready'), payload: { version: frameVersion } }, options.parentOrigin)
  return {
    refused: guard.refused,
    /** The frame's session update notice. */
    sessionUpdated: (token: string) =>
      options.post({ type: noticeType('sessionUpdate'), payload: { token } }, options.parentOrigin),
    stop,
  }
}
