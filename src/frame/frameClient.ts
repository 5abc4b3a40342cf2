// The app's side of the embedded wallet's frame (spec sections 4, 7, 8 and 9): it puts the frame
// in the page from the configured secure URL, follows its states (not created → loading →
// ready, the ready notice plus 500 ms → initialized once the app's data is synced), sends each
// request with a random id to the frame's origin only, and settles it from the one answer the
// guard lets through for that id. Section 8's two bounds are one piece (`bound` below): the
// frame's load after 20 s (`iframe_load_failed`), a login-type request after 30 s and so the setup
// it waits behind (sync dapp data and theme: `iframe_request_timeout`), and by the same 30 s each
// request the frame answers by itself that a view waits on (protocol.ts `frameAnswers`); each
// says its timeout once and aborts what waited on it, the timeout kept on the error so the caller
// can say why.
// The frame URL's query is the client's (`W3mFrame.createSecureSiteSdkUrl`): project, chain
// (CAIP), SDK version, logger and the chain's RPC URL.
import { createMessageGuard, listenToWindowMessages, type IncomingMessage, type MessageGuard } from './messageGuard'
import {
  appMessageType,
  errorType,
  frameEvents,
  frameMessage,
  frameVersion,
  noticeType,
  requestId,
  requestTimeoutBounds,
  successType,
  type FrameEventName,
  type FrameSignalName,
  type FrameMessage,
  type FrameRequest,
  type FrameSuccess,
} from './protocol'
import { rpcMethodKind } from './rpcMethods'
import { findApprovalSlot } from './approvalSlot'

/**
 * Section 8's timeout callbacks with section 9's times: the frame's load (20 s), and a login-type
 * request or the setup it waits behind (30 s); the same 30 s for a request the frame answers by
 * itself that section 8 does not name (protocol.ts `frameAnswers`).
 */
export const frameTimeoutMs = {
  iframe_load_failed: 20_000,
  iframe_request_timeout: 30_000,
} as const
export type FrameTimeout = keyof typeof frameTimeoutMs
/** Section 9: the post-ready delay. */
export const frameReadySettleMs = 500

export type FrameState = 'notCreated' | 'loading' | 'ready' | 'initialized'

/** Section 8's words for a request that did not get its answer. */
export const frameErrors = {
  aborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  noMessage: 'An error occurred',
  notSet: 'Portico frame: iframe is not set',
} as const

/** The frame's own error answer, or a request the client gave up on. */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
  constructor(
    message: string,
    /** Which of section 8's timeouts gave the request up, where one did: the caller may say why. */
    readonly timeout?: FrameTimeout,
  ) {
    super(message)
  }
}

/** Where the frame lives: the page's document and its message events (a test brings its own). */
export interface FrameHost {
  /** Puts the hidden frame in the page. */
  mount(src: string): MountedFrame
  listen(handler: (event: IncomingMessage) => void): () => void
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(timer: unknown): void
}

export interface FrameClientOptions {
  /** The frame's secure URL (https; http only on 127.0.0.1 or localhost, for the demo and tests). */
  url: string
  projectId: string
  /** The chain the frame starts on, CAIP-2 (`eip155:1`), as the client sends it. */
  chainId: string
  /** That chain's RPC URL (the client's default: the Blockchain API's). */
  rpcUrl?: string
  enableLogger?: boolean
  host?: FrameHost
  onStateChange?(state: FrameState): void
  onTimeout?(timeout: FrameTimeout): void
  onSessionUpdate?(token: string): void
  warn?(message: string): void
}

export interface FrameClient {
  readonly state: FrameState
  /** The frame's origin: the only one whose messages (and its popups') are read. */
  readonly origin: string
  /** What the guard refused so far, by reason, and answers nobody was waiting for. */
  readonly refused: MessageGuard<FrameMessage>['refused'] & { unexpected: number }
  /** Puts the frame in the page (once); it loads while the visitor goes on. */
  create(): void
  /** Sends one request and resolves with the frame's answer to it. */
  request<E extends FrameEventName>(name: E, payload: FrameRequest<E>): Promise<FrameSuccess<E>>
  /** Tells the frame something that gets no answer (a loaded frame only: nothing is waiting otherwise). */
  signal(name: FrameSignalName): void
  /** Marks the app's data synced: the frame is initialized. */
  initialized(): void
  /**
   * Section 4: cancels every open request that needs the visitor's approval, and tells the frame
   * (`RPC_ABORT`, once per open RPC request, as the client does).
   */
  abortUnsafeRequests(): void
  destroy(): void
}

/** The frame's origin, from a URL that must be secure. */
export function frameOriginOf(url: string): string {
  const parsed = new URL(url)
  const local = parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost'
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local)) {
    throw new Error(`The embedded wallet's frame URL must be https (got ${parsed.protocol}//${parsed.host})`)
  }
  return parsed.origin
}

/** The client's default RPC URL when the chain names none (`ConstantsUtil.BLOCKCHAIN_API_RPC_URL`). */
export const defaultFrameRpcUrl = 'https://rpc.walletconnect.org'

export function frameSource(
  options: Pick<FrameClientOptions, 'url' | 'projectId' | 'chainId' | 'rpcUrl' | 'enableLogger'>,
): string {
  const src = new URL(options.url)
  src.searchParams.set('projectId', options.projectId)
  src.searchParams.set('chainId', options.chainId)
  src.searchParams.set('version', frameVersion)
  src.searchParams.set('enableLogger', String(options.enableLogger ?? false))
  src.searchParams.set('rpcUrl', options.rpcUrl ?? defaultFrameRpcUrl)
  return src.toString()
}

export interface MountedFrame {
  postMessage(message: unknown, targetOrigin: string): void
  /** The frame's window as `event.source` names it: the only one whose messages are read. */
  source(): unknown
  remove(): void
  /** Shows the frame while it asks the visitor to approve (approvalSlot.ts); hides it again. */
  reveal?(): void
  conceal?(): void
}

const hiddenFrameStyle = 'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none'
const frameTitle = 'Portico embedded wallet'
/** The card the frame shows as when no view keeps a slot for it. */
const card = { width: 360, height: 420 }

/** The page's own document and window. */
export const browserFrameHost = (): FrameHost => ({
  mount(src) {
    const iframe = document.createElement('iframe')
    iframe.src = src
    iframe.title = frameTitle
    iframe.setAttribute('aria-hidden', 'true')
    iframe.style.cssText = hiddenFrameStyle
    document.body.appendChild(iframe)
    let following = 0
    let focusBefore: Element | null = null
    return {
      reveal() {
        if (following) return
        focusBefore = document.activeElement
        iframe.removeAttribute('aria-hidden')
        iframe.title = `${frameTitle}: approve the request`
        // Follows the slot as the modal moves or resizes; a card in the middle without one.
        const place = () => {
          const slot = findApprovalSlot(document)?.getBoundingClientRect()
          const box = slot ?? {
            top: Math.max(8, (innerHeight - card.height) / 2),
            left: Math.max(8, (innerWidth - card.width) / 2),
            width: Math.min(card.width, innerWidth - 16),
            height: Math.min(card.height, innerHeight - 16),
          }
          iframe.style.cssText =
            `position:fixed;top:${box.top}px;left:${box.left}px;width:${box.width}px;height:${box.height}px;` +
            'border:0;border-radius:12px;opacity:1;pointer-events:auto;z-index:2147483647;color-scheme:normal;' +
            (slot ? '' : 'box-shadow:0 12px 48px rgb(0 0 0 / 0.5);')
          following = requestAnimationFrame(place)
        }
        place()
        iframe.focus()
      },
      conceal() {
        cancelAnimationFrame(following)
        following = 0
        iframe.style.cssText = hiddenFrameStyle
        iframe.setAttribute('aria-hidden', 'true')
        iframe.title = frameTitle
        if (focusBefore instanceof HTMLElement && document.activeElement === iframe) focusBefore.focus()
      },
      postMessage(message, targetOrigin) {
        if (!iframe.contentWindow) throw new FrameRequestError(frameErrors.notSet)
        iframe.contentWindow.postMessage(message, targetOrigin)
      },
      source: () => iframe.contentWindow,
      remove: () => iframe.remove(),
    }
  },
  listen: listenToWindowMessages,
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
})

interface Pending {
  name: FrameEventName
  unsafe: boolean
  /** One of the setup's syncs (protocol.ts): they are waited for, and end, together. */
  setup: boolean
  resolve(value: unknown): void
  reject(error: Error): void
  timer?: unknown
}

export function createFrameClient(options: FrameClientOptions): FrameClient {
  const origin = frameOriginOf(options.url)
  const host = options.host ?? browserFrameHost()
  const warn = options.warn ?? ((message: string) => console.warn(message))
  let state: FrameState = 'notCreated'
  let frame: MountedFrame | undefined
  let stopListening: (() => void) | undefined
  let loadTimer: unknown
  let settleTimer: unknown
  const pending = new Map<string, Pending>()
  /** Requests waiting for the visitor's approval in the frame: it shows while there are any. */
  let awaitingApproval = 0
  /** Requests made before the frame is ready wait for it. */
  let whenReady: { promise: Promise<void>; resolve(): void; reject(error: Error): void } | undefined
  const unexpected = { count: 0 }

  const setState = (next: FrameState) => {
    state = next
    options.onStateChange?.(next)
  }
  const guard = createMessageGuard({ schema: frameMessage, origin, source: () => frame?.source(), warn })

  const settle = (id: string, outcome: { value: unknown } | { error: Error }) => {
    const entry = pending.get(id)
    if (!entry) return
    pending.delete(id)
    if (entry.timer !== undefined) host.clearTimeout(entry.timer)
    if (entry.unsafe && --awaitingApproval === 0) frame?.conceal?.()
    if ('error' in outcome) entry.reject(outcome.error)
    else entry.resolve(outcome.value)
  }
  /** Section 8: an aborted RPC request was aborted; any other "went wrong", the Farcaster URI aside. */
  const abortMessage = (entry: Pending) =>
    entry.name === 'rpcRequest' || entry.name === 'getFarcasterUri'
      ? frameErrors.aborted
      : frameErrors.somethingWentWrong
  const abort = (filter: (entry: Pending) => boolean, timeout?: FrameTimeout) => {
    for (const [id, entry] of [...pending])
      if (filter(entry)) settle(id, { error: new FrameRequestError(abortMessage(entry), timeout) })
  }
  /**
   * Section 8's bounds, one way for both: when `timeout`'s time (section 9) is up, it is said once
   * and `end` aborts what waited on it, with the timeout as the cause.
   */
  const bound = (timeout: FrameTimeout, end: (timeout: FrameTimeout) => void) =>
    host.setTimeout(() => {
      options.onTimeout?.(timeout)
      end(timeout)
    }, frameTimeoutMs[timeout])

  const onMessage = (event: IncomingMessage) => {
    const message = guard.accept(event)
    if (!message) return
    if (message.type === noticeType('ready')) {
      if (state !== 'loading') return
      host.clearTimeout(loadTimer)
      settleTimer = host.setTimeout(() => {
        setState('ready')
        whenReady?.resolve()
      }, frameReadySettleMs)
      return
    }
    if (message.type === noticeType('sessionUpdate')) {
      options.onSessionUpdate?.((message.payload as { token: string }).token)
      return
    }
    const { id } = message as { id?: string }
    const entry = id === undefined ? undefined : pending.get(id)
    // An answer to nothing asked, or to another event than the one asked under that id.
    if (!entry || (message.type !== successType(entry.name) && message.type !== errorType(entry.name))) {
      unexpected.count += 1
      warn(`Portico: a frame answer was refused (unexpected): id ${id}`)
      return
    }
    if (message.type === successType(entry.name)) settle(id!, { value: message.payload })
    else
      settle(id!, {
        error: new FrameRequestError((message.payload as { message: string }).message || frameErrors.noMessage),
      })
  }

  const client: FrameClient = {
    get state() {
      return state
    },
    origin,
    get refused() {
      return { ...guard.refused, unexpected: unexpected.count }
    },
    create() {
      if (state !== 'notCreated') return
      let resolve!: () => void
      let reject!: (error: Error) => void
      const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
      // A request made before the frame loads fails with it; nobody waiting is not an error.
      promise.catch(() => {})
      whenReady = { promise, resolve, reject }
      stopListening = host.listen(onMessage)
      frame = host.mount(frameSource(options))
      setState('loading')
      loadTimer = bound('iframe_load_failed', (timeout) => {
        whenReady?.reject(new FrameRequestError(frameErrors.somethingWentWrong, timeout))
        // Taken down: the next request puts a new frame in the page (the network may be back).
        client.destroy()
      })
    },
    async request(name, payload) {
      const definition = frameEvents[name]
      const checked = definition.request.safeParse(payload)
      if (!checked.success) throw new FrameRequestError(checked.error.issues[0]?.message ?? 'Invalid input')
      if (state === 'notCreated') client.create()
      if (state === 'loading') await whenReady!.promise
      if (!frame) throw new FrameRequestError(frameErrors.notSet)
      const id = requestId()
      const method = name === 'rpcRequest' ? (checked.data as { method: string }).method : undefined
      return new Promise((resolve, reject) => {
        const entry: Pending = {
          name,
          unsafe: !!method && rpcMethodKind(method) === 'unsafe',
          setup: 'setup' in definition,
          resolve,
          reject,
        }
        // Section 9's 30 s, for a login-type request, for the setup the first one waits behind
        // (a frame that is ready but never answers its syncs, or answers them malformed, would
        // otherwise keep the visitor waiting for ever), and for the requests the frame answers by
        // itself that a view waits on, which section 8 does not name (protocol.ts `frameAnswers`
        // says why the same bound). The setup's syncs go out together and are one wait: when it
        // ends, they all end with it, and it is said once.
        if (requestTimeoutBounds(name)) {
          entry.timer = bound('iframe_request_timeout', (timeout) =>
            abort((other) => other === entry || (entry.setup && other.setup), timeout),
          )
        }
        pending.set(id, entry)
        if (entry.unsafe && awaitingApproval++ === 0) frame!.reveal?.()
        try {
          // An event without a payload carries no payload key, as the client sends it.
          const payload = checked.data === undefined ? {} : { payload: checked.data }
          frame!.postMessage({ type: appMessageType(name), id, ...payload }, origin)
        } catch (cause) {
          settle(id, { error: cause instanceof Error ? cause : new FrameRequestError(String(cause)) })
        }
      }) as Promise<FrameSuccess<typeof name>>
    },
    signal(name) {
      if (state !== 'ready' && state !== 'initialized') return
      try {
        frame?.postMessage({ type: appMessageType(name), id: requestId() }, origin)
      } catch (cause) {
        warn(`Portico: ${appMessageType(name)} was not sent: ${String(cause)}`)
      }
    },
    initialized() {
      if (state === 'ready') setState('initialized')
    },
    abortUnsafeRequests() {
      const open = [...pending.values()].filter((entry) => entry.name === 'rpcRequest').length
      abort((entry) => entry.unsafe)
      for (let sent = 0; sent < open; sent++) client.signal('rpcAbort')
    },
    destroy() {
      host.clearTimeout(loadTimer)
      host.clearTimeout(settleTimer)
      abort(() => true)
      stopListening?.()
      frame?.remove()
      frame = undefined
      whenReady = undefined
      setState('notCreated')
    },
  }
  return client
}
