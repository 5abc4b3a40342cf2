// The relay's own rules, spoken to with raw frames over `ws` (no SDK): the id copied as text,
// routing without echo, the mailbox, and errors that never crash it.
import { WebSocket } from 'ws'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startRelay, type Relay } from '../../mocks/relay'

let relay: Relay
const warnings: string[] = []
const sockets: WebSocket[] = []

beforeEach(async () => {
  warnings.length = 0
  relay = await startRelay({ warn: (message) => warnings.push(message) })
})
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate()
  await relay.stop()
})

/** A raw client; `iss` goes into an unsigned auth JWT the way the SDK sends its did:key. */
async function rawClient(iss: string) {
  const payload = Buffer.from(JSON.stringify({ iss })).toString('base64url')
  const socket = new WebSocket(`${relay.url}/?auth=e30.${payload}.sig&projectId=any`)
  sockets.push(socket)
  const frames: string[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    frames.push(data.toString())
    waiters.splice(0).forEach((wake) => wake())
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const nextFrame = async (match: (frame: string) => boolean): Promise<string> => {
    for (;;) {
      const found = frames.find(match)
      if (found) return found
      await new Promise<void>((wake) => waiters.push(wake))
    }
  }
  return {
    frames,
    send: (frame: string) => socket.send(frame),
    /** Sends a request with a 19-digit id and waits for the answer carrying exactly that id text. */
    call: async (id: string, method: string, params: unknown) => {
      socket.send(`{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`)
      return nextFrame((f) => f.startsWith(`{"id":${id},`))
    },
    nextSubscription: () => nextFrame((f) => f.includes('"method":"irn_subscription"')),
  }
}

const topic = 'a'.repeat(64)

describe('local relay protocol', () => {
  it('answers with the request id copied digit for digit, beyond the safe integer range', async () => {
    const dapp = await rawClient('did:key:dapp')
    const id = '1718000000000123457' // 19 digits: JSON.parse would round it to ...123456
    const answer = await dapp.call(id, 'irn_subscribe', { topic })
    expect(answer).toMatch(new RegExp(`^\\{"id":${id},"jsonrpc":"2.0","result":"[0-9a-f]{64}"\\}$`))
  })

  it('routes a publish to the other subscriber and never back to its sender', async () => {
    const dapp = await rawClient('did:key:dapp')
    const wallet = await rawClient('did:key:wallet')
    const subscriptionId = JSON.parse(await wallet.call('1000000000000000001', 'irn_subscribe', { topic }))
      .result as string
    await dapp.call('1000000000000000002', 'irn_subscribe', { topic })
    expect(
      await dapp.call('1000000000000000003', 'irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108 }),
    ).toContain('"result":true')

    const delivered = JSON.parse(await wallet.nextSubscription())
    expect(delivered.params).toMatchObject({ id: subscriptionId, data: { topic, message: 'hello', tag: 1108 } })
    expect(String(delivered.id)).toMatch(/^\d{19}$/)
    expect(dapp.frames.some((f) => f.includes('irn_subscription'))).toBe(false)
  })

  it('takes a message published again (a retry before its answer) as the same message, delivered once', async () => {
    const dapp = await rawClient('did:key:dapp')
    const wallet = await rawClient('did:key:wallet')
    await wallet.call('1000000000000000001', 'irn_subscribe', { topic })
    const publish = { topic, message: 'once', ttl: 300, tag: 1108 }
    expect(await dapp.call('1000000000000000002', 'irn_publish', publish)).toContain('"result":true')
    expect(await dapp.call('1000000000000000003', 'irn_publish', publish)).toContain('"result":true')
    await dapp.call('1000000000000000004', 'irn_publish', { ...publish, message: 'another' })
    await vi.waitFor(() => expect(wallet.frames.filter((f) => f.includes('irn_subscription'))).toHaveLength(2))
    const messages = wallet.frames
      .filter((f) => f.includes('irn_subscription'))
      .map((f) => JSON.parse(f).params.data.message)
    expect(messages).toEqual(['once', 'another'])
  })

  it('keeps a message for its TTL and hands it to a client that subscribes later', async () => {
    const dapp = await rawClient('did:key:dapp')
    await dapp.call('1000000000000000001', 'irn_publish', { topic, message: 'early', ttl: 300, tag: 1100 })
    const wallet = await rawClient('did:key:wallet')
    await wallet.call('1000000000000000002', 'irn_subscribe', { topic })
    expect(JSON.parse(await wallet.nextSubscription()).params.data.message).toBe('early')
  })

  it('splits wc_approveSession: proposal response on the pairing topic (1101), settle on the session topic (1102)', async () => {
    const dapp = await rawClient('did:key:dapp')
    const wallet = await rawClient('did:key:wallet')
    const sessionTopic = 'b'.repeat(64)
    await dapp.call('1000000000000000001', 'wc_proposeSession', {
      pairingTopic: topic,
      sessionProposal: 'proposal',
      ttl: 300,
    })
    await wallet.call('1000000000000000002', 'irn_subscribe', { topic })
    await wallet.nextSubscription()
    await wallet.call('1000000000000000003', 'wc_approveSession', {
      pairingTopic: topic,
      sessionTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    await dapp.call('1000000000000000004', 'irn_subscribe', { topic: sessionTopic })
    await vi.waitFor(() => expect(dapp.frames.filter((f) => f.includes('irn_subscription'))).toHaveLength(2))
    const data = dapp.frames.filter((f) => f.includes('irn_subscription')).map((f) => JSON.parse(f).params.data)
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ topic, message: 'response', tag: 1101 }),
        expect.objectContaining({ topic: sessionTopic, message: 'settle', tag: 1102 }),
      ]),
    )
  })

  it('answers an unknown method with a JSON-RPC error and ignores malformed frames, staying up', async () => {
    const client = await rawClient('did:key:dapp')
    client.send('not json')
    client.send('[1,2]')
    expect(JSON.parse(await client.call('1000000000000000001', 'irn_fly', {})).error.code).toBe(-32601)
    expect(JSON.parse(await client.call('1000000000000000002', 'irn_publish', { topic })).error.code).toBe(-32602)
    expect(await client.call('1000000000000000003', 'irn_subscribe', { topic })).toContain('"result"')
    expect(warnings).toHaveLength(2)
  })

  it('pings every client on its interval, and stop() closes every socket', async () => {
    await relay.stop()
    relay = await startRelay({ pingIntervalMs: 20, warn: (message) => warnings.push(message) })
    const client = await rawClient('did:key:dapp')
    const socket = sockets.at(-1)!
    await new Promise((resolve) => socket.once('ping', resolve))
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await relay.stop()
    await closed
    expect(client.frames).toEqual([])
    relay = await startRelay() // for afterEach
  })

  it('labels clients by the iss of their auth JWT in stats', async () => {
    await rawClient('did:key:z6MkDapp')
    await rawClient('did:key:z6MkWallet')
    await vi.waitFor(() => expect(relay.stats().clients.sort()).toEqual(['did:key:z6MkDapp', 'did:key:z6MkWallet']))
  })
})
