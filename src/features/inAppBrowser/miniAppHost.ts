// The Farcaster mini app host, asked the way @farcaster/miniapp-sdk asks it, without the SDK:
// comlink's wire messages (`{ id, type: 'GET' | 'APPLY', path: [name], argumentList }`, each
// answered `{ id, type: 'RAW', value }` or a thrown `{ id, type: 'HANDLER', name: 'throw' }`).
// In a web client the page is the host's iframe: messages go to the parent at its origin (the
// browser's ancestorOrigins, else the referrer's) and only the parent's answers, from that
// origin, are read. In a phone client the page is a React Native WebView: messages go through
// its bridge as JSON and come back as document events. The host's provider events arrive the
// same ways (`frameEthProviderEvent`), and so does its EIP-6963 description (`frameEvent`).
// A chunk of its own, loaded only where a mini app may be (farcasterHost.ts).
import type { Eip1193Provider, Eip1193RequestArguments } from '../../connectors/eip1193Provider'

/** What the host sends: an answer, one of its provider's events, or its wallet's description. */
export type HostMessage =
  | { kind: 'answer'; id: string; value: unknown; thrown: boolean }
  | { kind: 'providerEvent'; event: string; params: unknown[] }
  | { kind: 'announce'; info: Record<string, unknown> }

export interface MiniAppChannel {
  post(message: object): void
  listen(onMessage: (message: HostMessage) => void): () => void
}

interface ChannelWindow {
  parent?: { postMessage?: (message: unknown, targetOrigin: string) => void } | unknown
  location?: { ancestorOrigins?: ArrayLike<string>; href?: string }
  document?: {
    referrer?: string
    addEventListener?(type: string, listener: (event: { data?: unknown }) => void): void
    removeEventListener?(type: string, listener: (event: { data?: unknown }) => void): void
  }
  ReactNativeWebView?: { postMessage?: (message: string) => void }
  addEventListener?(
    type: 'message',
    listener: (event: { data?: unknown; origin?: string; source?: unknown }) => void,
  ): void
  removeEventListener?(
    type: 'message',
    listener: (event: { data?: unknown; origin?: string; source?: unknown }) => void,
  ): void
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A comlink answer: `{ id, type: 'RAW', value }`, or a thrown value under `HANDLER`/`throw`. */
function answerOf(data: unknown): HostMessage | undefined {
  if (!isRecord(data) || typeof data.id !== 'string') return undefined
  if (data.type === 'RAW') return { kind: 'answer', id: data.id, value: data.value, thrown: false }
  if (data.type === 'HANDLER' && data.name === 'throw') {
    const thrown = isRecord(data.value) ? data.value.value : undefined
    return { kind: 'answer', id: data.id, value: thrown, thrown: true }
  }
  return undefined
}

const providerEventOf = (data: unknown): HostMessage | undefined =>
  isRecord(data) && typeof data.event === 'string'
    ? { kind: 'providerEvent', event: data.event, params: Array.isArray(data.params) ? data.params : [] }
    : undefined

const announceOf = (event: unknown): HostMessage | undefined =>
  isRecord(event) && event.event === 'eip6963:announceProvider' && isRecord(event.info)
    ? { kind: 'announce', info: event.info }
    : undefined

/** A web client's host: the parent window at its origin; undefined when the origin cannot be known. */
function parentChannel(win: ChannelWindow): MiniAppChannel | undefined {
  const parent = win.parent as { postMessage?: (message: unknown, targetOrigin: string) => void } | undefined
  if (!parent || parent === (win as unknown) || typeof parent.postMessage !== 'function') return undefined
  let origin = win.location?.ancestorOrigins?.[0]
  if (!origin && win.document?.referrer) {
    try {
      origin = new URL(win.document.referrer).origin
    } catch {
      origin = undefined
    }
  }
  if (!origin || origin === 'null' || !win.addEventListener || !win.removeEventListener) return undefined
  const host = origin
  return {
    post: (message) => parent.postMessage!(message, host),
    listen(onMessage) {
      const listener = (event: { data?: unknown; origin?: string; source?: unknown }) => {
        // Only the host's own window, at its own origin: any other frame or extension is not it.
        if (event.source !== parent || event.origin !== host) return
        const data = event.data
        const message =
          answerOf(data) ??
          (isRecord(data) && data.type === 'frameEthProviderEvent' ? providerEventOf(data) : undefined) ??
          (isRecord(data) && data.type === 'frameEvent' ? announceOf(data.event) : undefined)
        if (message) onMessage(message)
      }
      win.addEventListener!('message', listener)
      return () => win.removeEventListener!('message', listener)
    },
  }
}

/** A phone client's host: the WebView's bridge out, its document events in (as the SDK listens). */
function webViewChannel(win: ChannelWindow): MiniAppChannel | undefined {
  const bridge = win.ReactNativeWebView
  const doc = win.document
  if (typeof bridge?.postMessage !== 'function' || !doc?.addEventListener || !doc.removeEventListener) return undefined
  return {
    post: (message) => bridge.postMessage!(JSON.stringify(message)),
    listen(onMessage) {
      const on: [string, (event: { data?: unknown }) => void][] = [
        ['FarcasterFrameCallback', (event) => void withMessage(answerOf(event.data))],
        ['FarcasterFrameEthProviderEvent', (event) => void withMessage(providerEventOf(event.data))],
        ['FarcasterFrameEvent', (event) => void withMessage(announceOf(event.data))],
      ]
      const withMessage = (message: HostMessage | undefined) => message && onMessage(message)
      on.forEach(([type, listener]) => doc.addEventListener!(type, listener))
      return () => on.forEach(([type, listener]) => doc.removeEventListener!(type, listener))
    },
  }
}

/** The way to the host where the page runs: the WebView's bridge first (as the SDK), else the parent frame. */
export function miniAppChannel(win: ChannelWindow): MiniAppChannel | undefined {
  return webViewChannel(win) ?? parentChannel(win)
}

export interface MiniAppClient {
  get(name: string): Promise<unknown>
  apply(name: string, args?: unknown[]): Promise<unknown>
  /** The host's provider events and EIP-6963 descriptions, as they come. */
  onMessage(listener: (message: HostMessage) => void): () => void
  close(): void
}

let sequence = 0
const nextId = () => `portico-${Date.now().toString(36)}-${(sequence++).toString(36)}`

export function createMiniAppClient(channel: MiniAppChannel): MiniAppClient {
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: unknown): void }>()
  const listeners = new Set<(message: HostMessage) => void>()
  const stop = channel.listen((message) => {
    if (message.kind !== 'answer') return listeners.forEach((listener) => listener(message))
    const waiting = pending.get(message.id)
    if (!waiting) return
    pending.delete(message.id)
    if (!message.thrown) return waiting.resolve(message.value)
    const thrown = message.value
    waiting.reject(
      isRecord(thrown) && typeof thrown.message === 'string'
        ? Object.assign(new Error(thrown.message), thrown)
        : thrown,
    )
  })
  const ask = (message: object) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId()
      pending.set(id, { resolve, reject })
      channel.post({ id, ...message })
    })
  return {
    get: (name) => ask({ type: 'GET', path: [name] }),
    apply: (name, args = []) =>
      ask({ type: 'APPLY', path: [name], argumentList: args.map((value) => ({ type: 'RAW', value })) }),
    onMessage(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    close() {
      stop()
      pending.clear()
      listeners.clear()
    },
  }
}

/** The host's error as wallets throw theirs: `{ code, message }` (EIP-1193). */
function providerError(error: unknown): Error & { code: number } {
  const code = isRecord(error) && typeof error.code === 'number' ? error.code : -32603
  const message = isRecord(error) && typeof error.message === 'string' ? error.message : 'Internal error'
  return Object.assign(new Error(message), { code })
}

/**
 * The host's EIP-1193 provider over the client: each request a JSON-RPC request for the host's
 * `ethProviderRequestV2` (answered with a JSON-RPC response), or `ethProviderRequest` (the value
 * itself) where an older host has only that.
 */
export function miniAppEthereumProvider(client: MiniAppClient): Eip1193Provider {
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  client.onMessage((message) => {
    if (message.kind !== 'providerEvent') return
    for (const listener of listeners.get(message.event) ?? [])
      (listener as (...args: unknown[]) => void)(...message.params)
  })
  let rpcId = 0
  let v1Only = false
  return {
    async request({ method, params }: Eip1193RequestArguments) {
      const request = { jsonrpc: '2.0', id: ++rpcId, method, ...(params !== undefined && { params }) }
      if (v1Only)
        return client.apply('ethProviderRequest', [request]).catch((error) => Promise.reject(providerError(error)))
      let response: unknown
      try {
        response = await client.apply('ethProviderRequestV2', [request])
      } catch (error) {
        // What the SDK reads as a host without V2 (comlink calling a method it lacks).
        if (error instanceof Error && /cannot read property 'apply'|Unsupported APPLY/i.test(error.message)) {
          v1Only = true
          return client.apply('ethProviderRequest', [request]).catch((e) => Promise.reject(providerError(e)))
        }
        throw providerError(error)
      }
      if (!isRecord(response)) throw providerError(undefined)
      if (response.error !== undefined) throw providerError(response.error)
      return response.result
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
