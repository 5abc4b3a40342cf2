// WalletConnect without its relay: the real SDK (UniversalProvider through our connector) pointed
// at a local port where nothing listens. The SDK gives up on its own timers (its relayer's five
// connect attempts, then its publisher's one-minute publish timeout): those are plain
// setTimeout/setInterval, so the test advances them with fake timers, and lets real I/O run
// between the steps (the socket refused, later the relay's handshake).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { freePorts } from '../../mocks/freePorts'
import { startRelay, type Relay } from '../../mocks/relay'
import {
  createWalletConnectConnector,
  type WalletConnectConnector,
} from '../../src/connectors/walletConnect/walletConnectConnector'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { pairingRequested } from '../../src/features/walletConnect/actions'
import { selectWalletConnectSettings } from '../../src/features/walletConnect/selectors'
import { startPortico } from '../../src/store/portico'
import { porticoForTest } from '../support/portico'

/** Real time, captured before any test fakes it: the sockets' I/O runs on it. */
const realTimeout = globalThis.setTimeout
const ioTurn = () => new Promise((resolve) => realTimeout(resolve, 2))

/** The SDK's timers advanced step by step, real I/O between steps, until `done` or `limitMs` of fake time. */
async function advanceUntil(done: () => boolean, limitMs: number): Promise<number> {
  let elapsed = 0
  while (!done() && elapsed < limitMs) {
    await ioTurn()
    await vi.advanceTimersByTimeAsync(250)
    elapsed += 250
  }
  return elapsed
}

let prefixes = 0
let connector: WalletConnectConnector | undefined
let relay: Relay | undefined

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
})

afterEach(async () => {
  await connector?.close()
  await relay?.stop()
  connector = relay = undefined
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
  startPortico(p.store.dispatch, { isMobile: false, isIosSafari: false })
  await p.store.portico.attachApi(p.store.dispatch)
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'ConnectingWalletConnect' }))
  const pairing = () => p.state().walletConnect.pairing
  return { ...p, pairing }
}

/** Longer than the SDK takes to give up on a refused relay (about 75 s of its timers). */
const sdkGivesUpWithinMs = 3 * 60_000
/**
 * Each step lets real I/O run for a moment (`ioTurn`): about 1.5 s of real time on an idle
 * machine, several times that on a loaded one, so a test may take well past vitest's 5 s.
 */
const realTimeBudgetMs = 60_000

/**
 * A port of its own for each test: a port an earlier test pointed its SDK at is never listened
 * on by a later one, so a socket the earlier SDK still retries cannot reach the later relay.
 */
let ports: number[] = []
beforeAll(async () => {
  ports = await freePorts(2)
})

describe('WalletConnect with its relay unreachable', () => {
  it(
    'once the SDK gives up on the relay, the pairing says the relay could not be reached',
    { timeout: realTimeBudgetMs },
    async () => {
      const port = ports[0]!
      const p = await pairingAgainst(`ws://127.0.0.1:${port}`)
      await advanceUntil(() => false, 5_000)
      expect(p.pairing().status).toBe('loading')

      const elapsed = await advanceUntil(() => p.pairing().status !== 'loading', sdkGivesUpWithinMs)

      expect(p.pairing()).toMatchObject({ status: 'failed', message: 'walletConnect.relayUnreachable' })
      expect(p.pairing().uri).toBeUndefined()
      console.log(`[relay unreachable] the SDK gave up after ${((elapsed + 5_000) / 1000).toFixed(0)} s of its timers`)
    },
  )

  it(
    'Try again after an unreachable relay pairs afresh once the relay listens',
    { timeout: realTimeBudgetMs },
    async () => {
      const port = ports[1]!
      const p = await pairingAgainst(`ws://127.0.0.1:${port}`)
      await advanceUntil(() => p.pairing().status !== 'loading', sdkGivesUpWithinMs)
      expect(p.pairing()).toMatchObject({ status: 'failed', message: 'walletConnect.relayUnreachable' })

      relay = await startRelay({ port })
      // What the view's Try again dispatches.
      p.store.dispatch(pairingRequested())
      await advanceUntil(() => p.pairing().status !== 'loading', sdkGivesUpWithinMs)

      expect(p.pairing()).toMatchObject({ status: 'waiting', uri: expect.stringMatching(/^wc:[0-9a-f]{64}@2\?/) })
      expect(relay.stats().calls['wc_proposeSession']).toBe(1)
    },
  )
})
