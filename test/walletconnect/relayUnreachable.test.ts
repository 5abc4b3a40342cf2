// WalletConnect without its relay (sections 4 and 7: the URI exists once the relay took the
// pairing's proposal): the real SDK (UniversalProvider through our connector) against a local
// port where nothing listens, a server that takes the socket and never answers, and our local
// relay stopped while a URI waits. Each pairing, and the Try again after it, ends within the
// connector's bound in the relay's words. The SDK's and the bound's timers are plain
// setTimeout/setInterval, so the test advances them with fake timers, and lets real I/O run
// between the steps (a socket refused, a relay's handshake).
import { WebSocketServer } from 'ws'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { freePorts } from '../../mocks/freePorts'
import { startRelay, type Relay } from '../../mocks/relay'
import type * as Sdk from '../../src/connectors/walletConnect/sdk'
import { relayReachTimeoutMs } from '../../src/connectors/walletConnect/relayReach'
import {
  createWalletConnectConnector,
  type WalletConnectConnector,
} from '../../src/connectors/walletConnect/walletConnectConnector'
import { toWalletError } from '../../src/connectors/walletErrors'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { pairingRequested } from '../../src/features/walletConnect/actions'
import { selectWalletConnectSettings } from '../../src/features/walletConnect/selectors'
import { mainnet } from '../../src/networks'
import { startPortico } from '../../src/composition/portico'
import { msUntilRefresh } from '../../src/walletconnect/pairingUri'
import { porticoForTest } from '../support/portico'
import { flowSteps } from '../support/waits'

/** Real time, captured before any test fakes it: the sockets' I/O runs on it. */
const realTimeout = globalThis.setTimeout
const ioTurn = () => new Promise((resolve) => realTimeout(resolve, 2))
const stepMs = 250

/** The timers advanced step by step, real I/O between steps, until `done` or `limitMs` of fake time. */
async function advanceUntil(done: () => boolean, limitMs: number, step = stepMs): Promise<number> {
  let elapsed = 0
  while (!done() && elapsed < limitMs) {
    await ioTurn()
    await vi.advanceTimersByTimeAsync(step)
    elapsed += step
  }
  return elapsed
}

/**
 * Real I/O only, the timers standing still, until `done` or `limitMs` of real time: where a
 * listening relay answers, and no timer of the SDK's or the bound's may fire meanwhile.
 */
async function ioUntil(done: () => boolean, limitMs = flowSteps(2).timeout): Promise<void> {
  const until = performance.now() + limitMs
  while (!done() && performance.now() < until) await ioTurn()
}

let prefixes = 0
let connector: WalletConnectConnector | undefined
let relay: Relay | undefined
let silent: WebSocketServer | undefined

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
})

afterEach(async () => {
  await connector?.close()
  await relay?.stop()
  for (const socket of silent?.clients ?? []) socket.terminate()
  await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)))
  connector = relay = silent = undefined
  vi.useRealTimers()
})

/** Portico with the real WalletConnect connector, its relay at `relayUrl`, on ConnectingWalletConnect. */
async function pairingAgainst(relayUrl: string) {
  const p = porticoForTest({ walletConnect: { relayUrl, verify: false } }, { start: false })
  connector = createWalletConnectConnector({
    settings: () => selectWalletConnectSettings(p.store.getState()),
    storagePrefix: `portico-unreachable-${++prefixes}`,
  })
  p.registry.add(connector)
  // The SDK loaded and started before any pairing (a silent connect finds no session): each
  // pairing's bound starts as it is asked for, not after the test's first import of the SDK.
  await connector.connect({ networks: [], silent: true }).catch(() => {})
  startPortico(p.store.dispatch, { isMobile: false, isIosSafari: false })
  await p.store.portico.attachApi(p.store.dispatch)
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'ConnectingWalletConnect' }))
  const pairing = () => p.state().walletConnect.pairing
  /** Fake time until the pairing under way ends; within the bound, with a step to spare. */
  const ended = () => advanceUntil(() => pairing().status !== 'loading', relayReachTimeoutMs + 4 * stepMs)
  return { ...p, pairing, ended }
}

/** What the visitor sees once a pairing ended for the relay. */
const relayMessage = { status: 'failed', message: 'walletConnect.relayUnreachable' }
/** A step past the bound: the timers run in steps of 250 ms. */
const withinBound = relayReachTimeoutMs + stepMs

/**
 * A port of its own for each test: a port an earlier test pointed its SDK at is never listened
 * on by a later one, so a socket the earlier SDK still retries cannot reach the later server.
 */
let ports: number[] = []
beforeAll(async () => {
  ports = await freePorts(4)
})

/**
 * Each step lets real I/O run for a moment (`ioTurn`): a few seconds of real time on an idle
 * machine for the longest test here, several times that on a loaded one.
 */
const realTimeBudget = flowSteps(12)

describe('a pairing ends in the relay message within 15 s of its start when the relay cannot be reached', () => {
  it(
    'a relay nobody listens on: the pairing, and Try again after it, each end within the bound',
    realTimeBudget,
    async () => {
      const p = await pairingAgainst(`ws://127.0.0.1:${ports[0]}`)

      const first = await p.ended()
      expect(p.pairing()).toMatchObject(relayMessage)
      expect(p.pairing().uri).toBeUndefined()
      expect(first).toBeLessThanOrEqual(withinBound)

      // What the view's Try again dispatches.
      p.store.dispatch(pairingRequested())
      const second = await p.ended()
      expect(p.pairing()).toMatchObject(relayMessage)
      expect(second).toBeLessThanOrEqual(withinBound)
    },
  )

  it(
    'a relay that takes the socket and never the proposal: each try ends within the bound, the socket up',
    realTimeBudget,
    async () => {
      silent = new WebSocketServer({ host: '127.0.0.1', port: ports[1] })
      await new Promise((resolve) => silent!.once('listening', resolve))
      const p = await pairingAgainst(`ws://127.0.0.1:${ports[1]}`)

      const first = await p.ended()
      expect(p.pairing()).toMatchObject(relayMessage)
      expect(first).toBeLessThanOrEqual(withinBound)
      // The SDK got its socket: the relay was there, and took nothing.
      expect(silent.clients.size).toBeGreaterThan(0)

      p.store.dispatch(pairingRequested())
      const second = await p.ended()
      expect(p.pairing()).toMatchObject(relayMessage)
      expect(second).toBeLessThanOrEqual(withinBound)
    },
  )

  it(
    "our relay stopped while a URI waits: the URI's refresh, and Try again after it, each end within the bound",
    realTimeBudget,
    async () => {
      relay = await startRelay({ port: ports[2] })
      const p = await pairingAgainst(relay.url)
      await ioUntil(() => p.pairing().status !== 'loading')
      expect(p.pairing()).toMatchObject({ status: 'waiting', uri: expect.stringMatching(/^wc:/) })
      const shown = p.pairing()

      await relay.stop()
      relay = undefined
      // Section 4: the URI is replaced before it expires; the new pairing finds no relay.
      await advanceUntil(() => p.pairing().status === 'loading', msUntilRefresh(shown.createdAt!, Date.now()) + stepMs)
      expect(p.pairing().status).toBe('loading')
      const refresh = await p.ended()
      expect(p.pairing()).toMatchObject(relayMessage)
      expect(refresh).toBeLessThanOrEqual(withinBound)

      p.store.dispatch(pairingRequested())
      const tryAgain = await p.ended()
      expect(p.pairing()).toMatchObject(relayMessage)
      expect(tryAgain).toBeLessThanOrEqual(withinBound)
    },
  )

  it(
    'Try again after an unreachable relay pairs afresh once the relay listens; the abandoned proposal, published late, does not take its place',
    realTimeBudget,
    async () => {
      const port = ports[3]!
      const p = await pairingAgainst(`ws://127.0.0.1:${port}`)
      await p.ended()
      expect(p.pairing()).toMatchObject(relayMessage)

      relay = await startRelay({ port })
      const shown = new Set<string>()
      p.store.subscribe(() => void (p.pairing().uri && shown.add(p.pairing().uri!)))
      p.store.dispatch(pairingRequested())
      // Fine steps: the relay answers within a few turns of real I/O, long before the bound.
      await advanceUntil(() => p.pairing().status !== 'loading', relayReachTimeoutMs, 10)
      expect(p.pairing()).toMatchObject({ status: 'waiting', uri: expect.stringMatching(/^wc:[0-9a-f]{64}@2\?/) })
      const { uri } = p.pairing()

      // The SDK publishes the abandoned proposal too, once the relay is back (its queue, retried
      // for the rest of its minute); that pairing's URI is nobody's to show.
      await advanceUntil(() => (relay!.stats().calls['wc_proposeSession'] ?? 0) > 1, 60_000)
      expect(relay.stats().calls['wc_proposeSession']).toBe(2)
      await advanceUntil(() => false, 10_000)
      expect(p.pairing()).toMatchObject({ status: 'waiting', uri })
      expect([...shown]).toEqual([uri])
    },
  )
})

/** The connector over a stand-in for the SDK's provider: what the SDK does not do on cue. */
function overStandIn(provider: object) {
  const sdk = {
    createWalletConnectProvider: async () => provider,
    closeWalletConnectProvider: async () => {},
  } as unknown as typeof Sdk
  return createWalletConnectConnector({
    settings: () => ({
      projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7',
      relayUrl: 'ws://127.0.0.1:9',
      verify: false,
      metadata: { name: 'Portico', description: '', url: 'http://127.0.0.1', icons: [] },
      networks: [mainnet],
    }),
    load: async () => sdk,
  })
}

describe('what the SDK does after the bound', () => {
  beforeEach(() => void vi.useRealTimers())

  it("the publisher giving up on the proposal is the relay's failure, the socket up or not", async () => {
    const given = new Error('Failed to publish custom payload, please try again. id:1 tag:undefined')
    const failing = overStandIn({
      client: { core: { relayer: { connected: true }, pairing: { getPairings: () => [] } } },
      on: () => {},
      off: () => {},
      connect: () => Promise.reject(given),
    })
    const error = await failing.connect({ caipNetwork: mainnet, networks: [mainnet] }).catch((e: unknown) => e)
    expect(toWalletError(error)).toMatchObject({ kind: 'relayUnreachable', cause: given })
  })

  it("an earlier pairing's proposal published late shows no URI in the pairing under way", async () => {
    const uriOf = (topic: string) => `wc:${topic}@2?relay-protocol=irn&symKey=${'0'.repeat(64)}`
    const abandoned = 'a'.repeat(64)
    const listeners = new Set<(uri: string) => void>()
    const shown: string[] = []
    const connector = overStandIn({
      client: { core: { relayer: { connected: true }, pairing: { getPairings: () => [{ topic: abandoned }] } } },
      on: (event: string, listener: (uri: string) => void) => event === 'display_uri' && listeners.add(listener),
      off: (_: string, listener: (uri: string) => void) => listeners.delete(listener),
      connect: async () => {
        for (const topic of [abandoned, 'b'.repeat(64)]) listeners.forEach((listener) => listener(uriOf(topic)))
        throw new Error('Proposal expired')
      },
    })
    await connector.connect({ networks: [mainnet], onUri: (uri) => shown.push(uri) }).catch(() => {})
    expect(shown).toEqual([uriOf('b'.repeat(64))])
  })
})
