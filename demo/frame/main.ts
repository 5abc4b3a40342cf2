// The fake frame as a page on its own origin (the demo's second server): the embedded wallet's
// twin, speaking the protocol to the page that embeds it. Its keys come from a secret kept in
// this origin's storage only; its login service's records (and the inbox that inbox.html shows)
// and the signed-in session live there too, so a reload of the app finds the visitor signed in.
// The browser tests read the inbox through `window.__porticoFakeFrame`; the faults switched on
// in the inbox panel (mocks/frame/frameFaults.ts) apply here.
import { bytesToHex, type Hex } from 'viem'
import { createFakeAuth, fakeAuthRecordsKey } from '../../mocks/frame/fakeAuth'
import { faultyPost, readFrameFaults } from '../../mocks/frame/frameFaults'
import { createFrameWallet, type KeptSession } from '../../mocks/frame/frameWallet'
import { serveFrame } from '../../mocks/frame/serveFrame'
import { listenToWindowMessages } from '../../src/frame/messageGuard'
import { showApprovals } from './approvalUi'

declare const __PORTICO_DEMO_ANVIL_URL__: string
declare const __PORTICO_DEMO_BUNDLER_URL__: string | null | undefined

const secretKey = 'portico-fake-frame:secret'
const sessionKey = 'portico-fake-frame:session'

function frameSecret(): Hex {
  const stored = localStorage.getItem(secretKey)
  if (stored && /^0x[0-9a-f]{64}$/.test(stored)) return stored as Hex
  const secret = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  localStorage.setItem(secretKey, secret)
  return secret
}

const keptSession = {
  load(): KeptSession | undefined {
    try {
      const kept = JSON.parse(localStorage.getItem(sessionKey) ?? 'null') as KeptSession | null
      return kept && typeof kept.token === 'string' && typeof kept.identity === 'string' ? kept : undefined
    } catch {
      return undefined
    }
  },
  save(session: KeptSession | undefined) {
    if (session) localStorage.setItem(sessionKey, JSON.stringify(session))
    else localStorage.removeItem(sessionKey)
  },
}

/** A window of an opaque origin ("null") that passes on what it is given: the wrong-origin fault. */
function foreignOrigin() {
  const relay = document.createElement('iframe')
  relay.setAttribute('sandbox', 'allow-scripts')
  // Never seen: this page is also the approval card Portico shows in its slot, and an iframe left
  // to its default box (300×150, bordered) sat empty above the card, pushing its answers out of view.
  relay.hidden = true
  relay.srcdoc =
    "<script>addEventListener('message', (e) => parent.parent.postMessage(e.data.message, e.data.targetOrigin))</script>"
  const loaded = new Promise((resolve) => relay.addEventListener('load', resolve, { once: true }))
  document.body.append(relay)
  return (message: unknown, targetOrigin: string) =>
    // An opaque origin can only be named '*'; this is the fault's own hostile window.
    void loaded.then(() => relay.contentWindow?.postMessage({ message, targetOrigin }, '*'))
}

// The page that embeds this frame, as the browser reports it (not as the URL claims).
const parentOrigin =
  location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : undefined)

function serve(parentOrigin: string) {
  const auth = createFakeAuth({ store: localStorage })
  // The inbox page beside the frame approves devices in the same records.
  window.addEventListener('storage', (event) => {
    if (event.key === fakeAuthRecordsKey) auth.recordsChanged()
  })
  const wallet = createFrameWallet({
    auth,
    secret: frameSecret(),
    rpcUrl: __PORTICO_DEMO_ANVIL_URL__,
    session: keptSession,
    // The local chain has the smart account factory; new accounts get ETH and PTC to try things.
    // With `npm run dev`'s bundler, the account takes the app's paymaster (ERC-4337).
    smartAccounts: {
      networks: [31337],
      faucet: true,
      ...(typeof __PORTICO_DEMO_BUNDLER_URL__ === 'string' && { bundlerUrl: __PORTICO_DEMO_BUNDLER_URL__ }),
    },
    // Signatures and transactions wait for the visitor's answer on this frame's own screen.
    mode: 'manual',
    socialPageUrl: new URL('social.html', location.href).href,
    farcasterPageUrl: new URL('farcaster.html', location.href).href,
    appOrigin: parentOrigin,
    // The project the app named: the service checks it, and this page's parent, as the real one does.
    projectId: new URLSearchParams(location.search).get('projectId') ?? undefined,
    // Called only after a login, once the server below exists.
    onSession: (token) => server.sessionUpdated(token),
  })
  const post = faultyPost(
    (message, targetOrigin) => window.parent.postMessage(message, targetOrigin),
    () => readFrameFaults(localStorage),
    foreignOrigin(),
  )
  const server = serveFrame({
    wallet,
    parentOrigin,
    parent: () => window.parent,
    post,
    listen: listenToWindowMessages,
  })
  showApprovals(wallet.approvals, wallet.chainOf)
  Object.assign(window, {
    __porticoFakeFrame: {
      auth,
      refused: () => ({ ...server.refused }),
      /** Posts anything to the parent from the frame itself (right origin, right window). */
      postRaw: (message: unknown) => window.parent.postMessage(message, parentOrigin),
    },
  })
}

// Opened on its own there is no app to serve: the page says what it is instead. A frame told
// never to load stays silent.
if (window.parent === window || !parentOrigin)
  document.body.textContent = "This page is the embedded wallet's frame: it runs inside Portico."
else if (!readFrameFaults(localStorage).has('neverLoads')) serve(parentOrigin)
