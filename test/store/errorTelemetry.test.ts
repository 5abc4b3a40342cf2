// Section 8's error telemetry on a real store (sections 7 and 8): failures that come out of a wallet, a
// flow or a service call are reported to the mocked analytics service with errorType,
// errorMessage and stackTrace, and fail as before; a declined request is no fault; what must
// never leave the page (an email, a code, a signature) is masked; section 9's limit holds a burst
// of 1,000 to 5 reports a minute.
import { addListener, configureStore, type Middleware } from '@reduxjs/toolkit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEip1193Connector } from '../../src/connectors/eip1193Connector'
import { WalletError } from '../../src/connectors/walletErrors'
import { openRequested } from '../../src/features/modal/actions'
import { analyticsQuietMs } from '../../src/features/analytics/analyticsFlow'
import { errorReported, errorReportOf } from '../../src/features/analytics/errorReport'
import { createErrorSink, errorSinkLimit } from '../../src/store/errorSink'
import { telemetryWindowMs } from '../../src/features/analytics/telemetryLimit'
import { createPorticoListener, type Flow } from '../../src/store/listener'
import { createConnectorRegistry } from '../../src/connectors/types'
import { chainWithMocks, connectedOnChain } from '../support/chainWithMocks'
import { polygon } from '../../src/networks'
import { httpError } from '../../src/api/errors'
import { FrameRequestError } from '../../src/frame/frameClient'
import { mockedHosts, porticoForTest, testConfig } from '../support/portico'
import { createHarness } from '../../harness/porticoHarness'
import { flowSteps } from '../support/waits'

const setup = chainWithMocks()
const reports = () =>
  setup
    .mocks()
    .db.receivedEvent.getAll()
    .filter((e) => e.kind === 'error')
    .sort((a, b) => a.sequence - b.sequence)
    .map((e) => JSON.parse(e.body) as { props: Record<string, string> })
const metadata = { name: 'Test', url: 'https://app.example.com' }
const info = { id: 'announced:broken', type: 'ANNOUNCED', name: 'Broken', chain: 'eip155', installed: true } as const

afterEach(() => {
  vi.useRealTimers()
  setup.mocks().db.receivedEvent.deleteMany({ where: {} })
  setup.mocks().faults.clear()
})

/** A wallet whose every request fails as `failure` says (an internal error unless told). */
const brokenWallet = (failure: () => unknown = () => ({ code: -32603, message: 'Internal error' })) =>
  createEip1193Connector(info, { request: () => Promise.reject(failure()) })

/** A Portico whose analytics are on: the modal opened once (the api and the project's config are in). */
async function withAnalytics(config: Parameters<typeof porticoForTest>[0] = {}) {
  const p = porticoForTest({ metadata, baseUrls: mockedHosts, ...config })
  p.store.dispatch(openRequested())
  await vi.waitFor(() => expect(setup.mocks().db.receivedEvent.count()).toBeGreaterThan(0), {
    timeout: analyticsQuietMs * 5,
  })
  return p
}

const network = () => polygon

describe('error telemetry', flowSteps(6), () => {
  it("a wallet operation's failure is reported with where it came out, and fails as before", async () => {
    const p = await withAnalytics()
    p.registry.add(brokenWallet())
    const failure = await p.registry
      .get(info.id)!
      .switchNetwork(network())
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(WalletError)
    expect(failure).toMatchObject({ kind: 'internalError', message: 'Internal error' })
    await vi.waitFor(() => expect(reports()).toHaveLength(1), { timeout: analyticsQuietMs * 5 })
    expect(reports()[0]).toMatchObject({
      eventId: expect.any(String),
      url: 'https://app.example.com/',
      // The public client's report: an ISO time, a category, no address.
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      props: {
        type: 'error',
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'connector.switchNetwork (internalError)',
        errorMessage: 'Internal error',
        stackTrace: expect.stringContaining('WalletError: Internal error'),
      },
    })
    expect(reports()[0]!.props).not.toHaveProperty('address')
  })

  it.each([
    ['a failed service call', httpError(503), 'api.balance', 'API_ERROR'],
    [
      'an answer not in its format',
      { kind: 'malformed', message: 'Malformed response: expected JSON' },
      'api.balance',
      'DATA_PARSING_ERROR',
    ],
    [
      'an answer of the wrong shape',
      { kind: 'schema', where: 'response', message: 'Unexpected', issues: [] },
      'api.balance',
      'DATA_PARSING_ERROR',
    ],
    [
      "the embedded wallet's frame's error answer",
      new FrameRequestError('An error occurred'),
      'connector.signMessage',
      'SECURE_SITE_ERROR',
    ],
    ["a wallet's own failure", new Error('Internal error'), 'connector.switchNetwork', 'INTERNAL_SDK_ERROR'],
    ['a flow that threw', new TypeError('x is undefined'), 'flow portico/sendRequested', 'INTERNAL_SDK_ERROR'],
  ] as const)("%s is reported in the public client's category", (_, error, where, category) => {
    expect(errorReportOf(error, where)?.event).toBe(category)
  })

  it("a wallet's failure before the api arrives waits for it, and is reported then", async () => {
    // The api as a page gets it: on the visitor's intent, not with the store.
    const { store, registry } = createHarness({
      config: { ...testConfig, metadata, baseUrls: mockedHosts },
      api: false,
      start: {},
    })
    registry.add(brokenWallet())
    await registry
      .get(info.id)!
      .switchNetwork(network())
      .catch(() => {})
    expect(store.getState().portico.services.apiAttached).toBe(false)
    store.dispatch(openRequested())
    await vi.waitFor(
      () => expect(reports().map((r) => r.props.errorType)).toEqual(['connector.switchNetwork (internalError)']),
      {
        timeout: analyticsQuietMs * 5,
      },
    )
  })

  it('a request the visitor declines is no fault: nothing is reported', async () => {
    const p = await withAnalytics()
    p.registry.add(brokenWallet(() => ({ code: 4001, message: 'User rejected the request.' })))
    await expect(p.registry.get(info.id)!.switchNetwork(network())).rejects.toMatchObject({ kind: 'userRejected' })
    await new Promise((resolve) => setTimeout(resolve, analyticsQuietMs * 2))
    expect(reports()).toEqual([])
  })

  it("a failed service call is reported with its endpoint, in section 8's words", async () => {
    setup.mocks().faults.set('blockchain.balance', { kind: 'status', status: 503 })
    await connectedOnChain(setup.chain(), { metadata }, async (p) => {
      p.store.dispatch(openRequested())
      await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    })
    await vi.waitFor(
      () =>
        expect(reports().map((r) => r.props)).toContainEqual(
          expect.objectContaining({
            event: 'API_ERROR',
            errorType: 'api.balance (http)',
            errorMessage: 'HTTP status code: 503',
          }),
        ),
      { timeout: analyticsQuietMs * 5 },
    )
  })

  it('the analytics call failing is not itself reported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      setup.mocks().faults.set('analytics.sendEvents', { kind: 'status', status: 503 })
      setup.mocks().faults.set('analytics.sendError', { kind: 'status', status: 503 })
      const p = porticoForTest({ metadata, baseUrls: mockedHosts })
      const reported: string[] = []
      p.store.dispatch(
        addListener({ actionCreator: errorReported, effect: (action) => void reported.push(action.payload.errorType) }),
      )
      p.store.dispatch(openRequested())
      await vi.waitFor(() => expect(warn.mock.calls.length).toBeGreaterThan(0), { timeout: analyticsQuietMs * 5 })
      expect(reported).toEqual([])
    } finally {
      warn.mockRestore()
    }
  })

  it("an email, a one-time code or a signature in an error's words never leaves the page", async () => {
    const p = await withAnalytics()
    const signature = `0x${'ab'.repeat(65)}`
    p.registry.add(
      brokenWallet(() => ({ code: -32603, message: `visitor@example.com sent 123456 and ${signature}: refused` })),
    )
    await p.registry
      .get(info.id)!
      .switchNetwork(network())
      .catch(() => {})
    await vi.waitFor(() => expect(reports()).toHaveLength(1), { timeout: analyticsQuietMs * 5 })
    const body = JSON.stringify(reports()[0])
    expect(reports()[0]!.props.errorMessage).toBe('[email] sent [code] and [hex]: refused')
    for (const secret of ['visitor@example.com', '123456', signature]) expect(body).not.toContain(secret)
  })

  it('a burst of 1,000 failures in 59 s sends 5 reports; the 6th goes out once 60 s have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const p = await withAnalytics()
    p.registry.add(brokenWallet())
    const wallet = p.registry.get(info.id)!
    for (let i = 0; i < 1_000; i++) {
      vi.setSystemTime(start + Math.floor((i * 59_000) / 1_000))
      await wallet.switchNetwork(network()).catch(() => {})
    }
    await new Promise((resolve) => setTimeout(resolve, analyticsQuietMs * 2))
    expect(reports()).toHaveLength(5)

    // The first report left at `start`: a minute later there is room for one more.
    vi.setSystemTime(start + telemetryWindowMs)
    await wallet.switchNetwork(network()).catch(() => {})
    await wallet.switchNetwork(network()).catch(() => {})
    await vi.waitFor(() => expect(reports()).toHaveLength(6), { timeout: analyticsQuietMs * 5 })
    await new Promise((resolve) => setTimeout(resolve, analyticsQuietMs * 2))
    expect(reports()).toHaveLength(6)
  })

  it('with the analytics switch off, no report goes out', async () => {
    const p = porticoForTest({ metadata, baseUrls: mockedHosts, features: { analytics: false } })
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    p.registry.add(brokenWallet())
    await p.registry
      .get(info.id)!
      .switchNetwork(network())
      .catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, analyticsQuietMs * 2))
    expect(reports()).toEqual([])
  })
})

describe("section 8's wrapper", () => {
  it("a flow's failure is handed on once, named by the action it ran for, and thrown on to the listener", async () => {
    const failure = new Error('flow broke')
    const errors = createErrorSink()
    const taken: [unknown, string][] = []
    errors.take((error, where) => void taken.push([error, where]))
    const breaks: Flow = (startListening) =>
      startListening({
        type: 'test/go',
        effect: () => {
          throw failure
        },
      })
    const onError = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const listener = createPorticoListener(
        {
          registry: createConnectorRegistry(),
          host: {},
          storage: {} as never,
          attachApi: async () => {},
          apiParts: () => import('../../src/composition/apiParts'),
          errors,
          heardBeforeApi: () => [],
        },
        [breaks],
      )
      const store = configureStore({
        reducer: () => ({}),
        middleware: (d) => d().prepend(listener.middleware as Middleware),
      })
      store.dispatch({ type: 'test/go' })
      await vi.waitFor(() => expect(taken).toEqual([[failure, 'flow test/go']]))
      // The listener middleware still sees it (and logs it), as before the wrapper.
      await vi.waitFor(() => expect(onError).toHaveBeenCalled())
    } finally {
      onError.mockRestore()
    }
  })

  it('failures before the api arrives wait (the latest 20) and are taken when it does', () => {
    const errors = createErrorSink()
    for (let i = 0; i < errorSinkLimit + 5; i++) errors.report(new Error(`e${i}`), 'early')
    const taken: string[] = []
    errors.take((error) => void taken.push((error as Error).message))
    expect(taken).toHaveLength(errorSinkLimit)
    expect(taken[0]).toBe('e5')
    errors.report(new Error('late'), 'later')
    expect(taken.at(-1)).toBe('late')
  })

  it('each failure is reported once, though it passes through two wrappers', () => {
    const failure = new Error('once')
    expect(errorReportOf(failure, 'connector.connect')).toBeDefined()
    expect(errorReportOf(failure, 'flow portico/connectRequested')).toBeUndefined()
  })
})
