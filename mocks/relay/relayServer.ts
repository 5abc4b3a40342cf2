// A local WalletConnect relay on 127.0.0.1 that the real 2.25 SDKs (sign-client, universal
// provider, walletkit) accept: tests and the demo pair a dapp and a wallet through it with no
// network. Whoever starts one stops it. The protocol as the clients speak it: the shared note
// walletconnect-offline.md.
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { clientLabelOf } from './clientLabel'
import { InvalidParams, methods } from './methods'
import { errorFrame, rawIdOf, resultFrame } from './rawJsonRpc'
import { Router } from './router'
import type { Subscriber } from './subscriptions'

export interface RelayStats {
  /** Open sockets. */
  sockets: number
  /** Labels of the open sockets' clients: their did:key (`iss` of the auth JWT) when they sent one. */
  clients: string[]
  subscriptions: number
  topics: number
  published: number
  delivered: number
  /** Messages kept for subscribers still to come (unexpired). */
  stored: number
  /** Calls received, by method. */
  calls: Record<string, number>
}

export interface Relay {
  /** `ws://127.0.0.1:PORT`: the clients' `relayUrl`. */
  url: string
  port: number
  stop(): Promise<void>
  stats(): RelayStats
}

export interface RelayOptions {
  /** 0 or absent: a free port. */
  port?: number
  /** The Node client closes a socket it has heard nothing on for 35 s; 20 s keeps it well inside. */
  pingIntervalMs?: number
  /** Where malformed frames are reported. */
  warn?: (message: string) => void
}

const METHOD_NOT_FOUND = -32601
const INVALID_PARAMS = -32602
const INTERNAL_ERROR = -32603

export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const warn = options.warn ?? ((message: string) => console.warn(`[relay] ${message}`))
  const router = new Router()
  const clients = new Map<WebSocket, Subscriber<WebSocket>>()
  const calls: Record<string, number> = {}
  let anonymous = 0

  const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo

  server.on('connection', (socket, request) => {
    const from = { socket, client: clientLabelOf(request.url, `anonymous-${++anonymous}`) }
    clients.set(socket, from)
    socket.on('message', (data, isBinary) => {
      const raw = isBinary ? '' : data.toString()
      handleFrame(raw, from)
    })
    socket.on('close', () => {
      clients.delete(socket)
      router.subscriptions.dropSocket(socket)
    })
    socket.on('error', (error) => warn(`socket error from ${from.client}: ${error.message}`))
  })

  function handleFrame(raw: string, from: Subscriber<WebSocket>): void {
    let frame: unknown
    try {
      frame = JSON.parse(raw)
    } catch {
      return warn(`ignored a frame that is not JSON: ${raw.slice(0, 80)}`)
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame))
      return warn(`ignored a frame that is not a JSON-RPC object: ${raw.slice(0, 80)}`)
    const { method, params } = frame as { method?: unknown; params?: unknown }
    // Answers from the client (its acks of irn_subscription, `result: true`) need nothing from us.
    if (method === undefined) return
    const rawId = rawIdOf(raw)
    if (typeof method !== 'string' || rawId === undefined)
      return warn(`ignored a request without method or id: ${raw.slice(0, 80)}`)
    calls[method] = (calls[method] ?? 0) + 1

    const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!handler) return send(from.socket, errorFrame(rawId, METHOD_NOT_FOUND, `Method not found: ${method}`))
    try {
      const outcome = handler(
        typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {},
        from,
        router,
      )
      send(from.socket, resultFrame(rawId, outcome.result))
      outcome.after?.()
    } catch (error) {
      const invalid = error instanceof InvalidParams
      if (!invalid) warn(`${method} failed: ${(error as Error).message}`)
      send(from.socket, errorFrame(rawId, invalid ? INVALID_PARAMS : INTERNAL_ERROR, (error as Error).message))
    }
  }

  function send(socket: WebSocket, frame: string): void {
    if (socket.readyState === socket.OPEN) socket.send(frame)
  }

  const pings = setInterval(() => {
    for (const socket of clients.keys()) if (socket.readyState === socket.OPEN) socket.ping()
  }, options.pingIntervalMs ?? 20_000)
  // A relay left running by a failed test must not keep the process alive on its own.
  pings.unref()

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    stats: () => ({
      sockets: clients.size,
      clients: [...clients.values()].map((c) => c.client),
      subscriptions: router.subscriptions.size,
      topics: router.subscriptions.topics,
      published: router.published,
      delivered: router.delivered,
      stored: router.mailbox.size(),
      calls: { ...calls },
    }),
    stop: async () => {
      clearInterval(pings)
      for (const socket of server.clients) socket.terminate()
      clients.clear()
      router.clear()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
