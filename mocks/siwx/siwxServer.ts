// A small sign-in server of the kind a host runs with SIWX (the README's server pattern): it
// issues one-time nonces, verifies each signed session with viem before keeping it (the message
// must carry a nonce it issued and has not seen used), and answers the sessions it keeps. In
// memory, on 127.0.0.1; a test starts it and stops it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyMessage, type Hex } from 'viem'
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe'
import type { SiwxSession } from '../../src/siwx/types'

export interface SiwxServer {
  url: string
  /** What it keeps, by `chainId|address` (lowercase). */
  sessions: Map<string, SiwxSession>
  stop(): Promise<void>
}

const keyOf = (chainId: string, address: string) => `${chainId}|${address.toLowerCase()}`

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
}

const send = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
  res.end(JSON.stringify(value))
}

export async function startSiwxServer(): Promise<SiwxServer> {
  const issued = new Set<string>()
  const sessions = new Map<string, SiwxSession>()

  /** Why a session is refused, or undefined once it is kept. A new one must bring a nonce issued here and unused. */
  async function add(session: SiwxSession, fresh = true): Promise<string | undefined> {
    const parsed = parseSiweMessage(session.message)
    if (fresh && (!parsed.nonce || !issued.has(parsed.nonce))) return 'Nonce already used'
    if (!parsed.address || parsed.address.toLowerCase() !== session.data.accountAddress.toLowerCase())
      return 'The message is for another account'
    if (parsed.expirationTime && parsed.expirationTime.getTime() <= Date.now()) return 'The message has expired'
    const valid = await verifyMessage({
      address: parsed.address,
      message: session.message,
      signature: session.signature as Hex,
    }).catch(() => false)
    if (!valid) return 'Invalid signature'
    if (parsed.nonce) issued.delete(parsed.nonce)
    sessions.set(keyOf(session.data.chainId, session.data.accountAddress), session)
    return undefined
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    try {
      if (req.method === 'GET' && url.pathname === '/siwx/nonce') {
        const nonce = generateSiweNonce()
        issued.add(nonce)
        return send(res, 200, { nonce })
      }
      if (url.pathname === '/siwx/sessions') {
        const chainId = url.searchParams.get('chainId') ?? ''
        const address = url.searchParams.get('address') ?? ''
        if (req.method === 'GET') {
          const session = sessions.get(keyOf(chainId, address))
          return send(res, 200, session ? [session] : [])
        }
        if (req.method === 'POST') {
          const refused = await add((await body(req)) as SiwxSession)
          return refused ? send(res, 400, { error: refused }) : send(res, 201, {})
        }
        if (req.method === 'DELETE') {
          sessions.delete(keyOf(chainId, address))
          return send(res, 200, {})
        }
        if (req.method === 'PUT') {
          sessions.clear()
          for (const session of (await body(req)) as SiwxSession[]) {
            const refused = await add(session, false)
            if (refused) return send(res, 400, { error: refused })
          }
          return send(res, 200, {})
        }
      }
      send(res, 404, { error: 'Not found' })
    } catch (error) {
      send(res, 400, { error: (error as Error).message })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
