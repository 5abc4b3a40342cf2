// The fake frame as a page on its own origin (the demo's second server): the embedded wallet's
// twin, speaking the protocol to the page that embeds it. Its keys come from a secret kept in
// this origin's storage only; its login service and inbox live here too, and the browser tests
// read the inbox through `window.__porticoFakeFrame`.
import { bytesToHex, type Hex } from 'viem'
import { createFakeAuth } from '../../mocks/frame/fakeAuth'
import { createFrameWallet } from '../../mocks/frame/frameWallet'
import { serveFrame } from '../../mocks/frame/serveFrame'

declare const __PORTICO_DEMO_ANVIL_URL__: string

const secretKey = 'portico-fake-frame:secret'
function frameSecret(): Hex {
  const stored = localStorage.getItem(secretKey)
  if (stored && /^0x[0-9a-f]{64}$/.test(stored)) return stored as Hex
  const secret = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  localStorage.setItem(secretKey, secret)
  return secret
}

// The page that embeds this frame, as the browser reports it (not as the URL claims).
const parentOrigin =
  location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : undefined)

function serve(parentOrigin: string) {
  const auth = createFakeAuth()
  const wallet = createFrameWallet({
    auth,
    secret: frameSecret(),
    rpcUrl: __PORTICO_DEMO_ANVIL_URL__,
    // Called only after a login, once the server below exists.
    onSession: (token) => server.sessionUpdated(token),
  })
  const server = serveFrame({
    wallet,
    parentOrigin,
    parent: () => window.parent,
    post: (message, targetOrigin) => window.parent.postMessage(message, targetOrigin),
    listen: (handler) => {
      const listener = (event: MessageEvent) => handler(event)
      window.addEventListener('message', listener)
      return () => window.removeEventListener('message', listener)
    },
  })
  Object.assign(window, {
    __porticoFakeFrame: {
      auth,
      refused: () => ({ ...server.refused }),
      /** Posts anything to the parent from the frame itself (right origin, right window). */
      postRaw: (message: unknown) => window.parent.postMessage(message, parentOrigin),
    },
  })
}

// Opened on its own there is no app to serve: the page says what it is instead.
if (window.parent !== window && parentOrigin) serve(parentOrigin)
else document.body.textContent = "This page is the embedded wallet's frame: it runs inside Portico."
