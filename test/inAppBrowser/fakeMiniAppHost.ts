// A Farcaster client hosting the page as a mini app, in memory, speaking the host side of the
// Mini App SDK's protocol (comlink's wire messages, as @farcaster/miniapp-host answers them): the
// page's window in its iframe (a web client) or its React Native WebView (a phone client), and
// the host's wallet: an EIP-1193 provider whose account signs for real (a viem local account).
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'

export const hostOrigin = 'https://farcaster.example'
export const pageUrl = 'https://miniapp.example/'

type Listener = (event: { data?: unknown; origin?: string; source?: unknown }) => void

/** The host's wallet: one account on mainnet, its calls recorded. */
export function hostWallet(key: Hex = generatePrivateKey()) {
  const account = privateKeyToAccount(key)
  const calls: string[] = []
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      calls.push(method)
      const list = (params ?? []) as unknown[]
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address]
        case 'eth_chainId':
          return '0x1'
        case 'personal_sign':
          return account.signMessage({ message: { raw: list[0] as Hex } })
        default:
          throw { code: 4200, message: `The host's wallet does not support ${method}` }
      }
    },
    on(event: string, listener: (...args: never[]) => void) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: (...args: never[]) => void) {
      listeners.get(event)?.delete(listener)
    },
  }
  return { account, provider, calls }
}

export interface FakeHostOptions {
  wallet?: ReturnType<typeof hostWallet>
  /** What getCapabilities answers (a wallet by default). */
  capabilities?: string[]
  /** The wallet's EIP-6963 description; none: the host says nothing when asked. */
  info?: { name: string; icon: string; rdns: string; uuid: string }
  /** The host never answers (a page in some other frame). */
  silent?: boolean
}

/** Answers a comlink message as the host does: `{ id, type: 'RAW', value }`, or a thrown error. */
function hostSide(options: FakeHostOptions, send: (data: unknown) => void) {
  const wallet = options.wallet ?? hostWallet()
  const received: Record<string, unknown>[] = []
  const answer = async (message: Record<string, unknown>) => {
    received.push(message)
    if (options.silent) return
    const { id, type } = message
    const [name] = message.path as string[]
    const args = ((message.argumentList as { value: unknown }[] | undefined) ?? []).map((a) => a.value)
    try {
      let value: unknown
      if (type === 'GET' && name === 'context') value = { client: { clientFid: 9152, added: false }, user: { fid: 3 } }
      else if (name === 'getCapabilities')
        value = options.capabilities ?? ['wallet.getEthereumProvider', 'actions.ready']
      else if (name === 'ethProviderRequestV2') {
        const request = args[0] as { id: number; method: string; params?: unknown }
        try {
          value = { jsonrpc: '2.0', id: request.id, result: await wallet.provider.request(request) }
        } catch (error) {
          value = { jsonrpc: '2.0', id: request.id, error }
        }
      } else if (name === 'eip6963RequestProvider') {
        if (options.info) send({ type: 'frameEvent', event: { event: 'eip6963:announceProvider', info: options.info } })
        value = undefined
      } else throw new Error(`Unsupported ${String(type)} for ${name}`)
      send({ id, type: 'RAW', value })
    } catch (error) {
      send({
        id,
        type: 'HANDLER',
        name: 'throw',
        value: { isError: true, value: { message: (error as Error).message } },
      })
    }
  }
  return { wallet, received, answer }
}

/** The page as a web client's iframe: its window, whose parent is the host at `hostOrigin`. */
export function iframeHost(options: FakeHostOptions = {}) {
  const listeners = new Set<Listener>()
  const deliver = (event: Parameters<Listener>[0]) => setTimeout(() => listeners.forEach((l) => l(event)), 0)
  const parent = {
    postMessage(data: unknown, targetOrigin: string) {
      // The page names the host's origin: a message for another origin never reaches it.
      if (targetOrigin !== hostOrigin) return
      void host.answer(structuredClone(data) as Record<string, unknown>)
    },
  }
  const host = hostSide(options, (data) => deliver({ data: structuredClone(data), origin: hostOrigin, source: parent }))
  const page = {
    parent,
    location: { href: pageUrl, ancestorOrigins: [hostOrigin] },
    document: { referrer: `${hostOrigin}/~/miniapps` },
    addEventListener: (_type: 'message', listener: Listener) => void listeners.add(listener),
    removeEventListener: (_type: 'message', listener: Listener) => void listeners.delete(listener),
  }
  return {
    page,
    parent,
    ...host,
    /** Another window, or another origin, posting to the page. */
    post: (data: unknown, from: { origin: string; source: unknown }) => deliver({ data, ...from }),
    /** The host's wallet event, as the host forwards it. */
    emit: (event: string, params: unknown[]) =>
      deliver({ data: { type: 'frameEthProviderEvent', event, params }, origin: hostOrigin, source: parent }),
  }
}

/** The page in a phone client's React Native WebView: the bridge out, document events in. */
export function webViewHost(options: FakeHostOptions = {}) {
  const listeners = new Map<string, Set<(event: { data?: unknown }) => void>>()
  const fire = (type: string, data: unknown) =>
    setTimeout(() => listeners.get(type)?.forEach((l) => l({ data: structuredClone(data) })), 0)
  const host = hostSide(options, (data) => {
    const record = data as Record<string, unknown>
    if (record.type === 'frameEvent') fire('FarcasterFrameEvent', record.event)
    else fire('FarcasterFrameCallback', data)
  })
  const page = {
    ReactNativeWebView: { postMessage: (json: string) => void host.answer(JSON.parse(json)) },
    location: { href: pageUrl },
    document: {
      addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
        let set = listeners.get(type)
        if (!set) listeners.set(type, (set = new Set()))
        set.add(listener)
      },
      removeEventListener: (type: string, listener: (event: { data?: unknown }) => void) =>
        void listeners.get(type)?.delete(listener),
    },
  }
  return { page, ...host }
}

/** A 1×1 inline PNG: an icon the host may give. */
export const hostIcon =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
