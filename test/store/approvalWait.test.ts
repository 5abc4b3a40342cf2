// Every wait a visitor sees has an end (README "Every wait ends"): ApproveTransaction, which
// section 2 does not let the visitor close, says after approvalUnansweredMs that the wallet has
// not answered, and Stop waiting ends the attempt as a refusal: back on the form with everything
// as typed, nothing sent, and a later answer from the wallet recorded (it was sent) without
// moving the modal. Send on a real store with the mocks and a scripted wallet; the host's own
// request through the embedded wallet (hostApproval) rejects as the visitor's refusal (4001) and
// aborts what the frame still asks.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { createNodeMocks } from '../../mocks/node'
import { connectRequested } from '../../src/features/connection/actions'
import { backRequested, closeRequested, openRequested } from '../../src/features/modal/actions'
import { approvalStopRequested } from '../../src/features/approvals/approvalWait'
import { approvalUnansweredMs } from '../../src/features/approvals/approvalWaitFlow'
import { pushed } from '../../src/features/modal/routerSlice'
import { sendRequested } from '../../src/features/send/actions'
import { selectSendTokenBalances } from '../../src/features/send/selectors'
import { amountChanged, receiverChanged, tokenChosen } from '../../src/features/send/sendSlice'
import { askedWithApproval } from '../../src/viem/hostApproval'
import { fakeConnector } from '../support/fakeConnector'
import { mockedHosts, porticoForTest } from '../support/portico'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  mocks.server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => mocks.server.close())

const sender = fixtures.account
const receiver = fixtures.otherAccount
const hash = `0x${'cd'.repeat(32)}`

type Request = { method: string; params?: unknown[] }
type Portico = ReturnType<typeof porticoForTest>

/** A wallet whose answer to each eth_sendTransaction the test sets: none at all, by default. */
async function connectedOnSend(info: Parameters<typeof fakeConnector>[0] = {}) {
  const p = porticoForTest({ baseUrls: mockedHosts })
  const wallet = fakeConnector(info)
  const sends: Request[] = []
  let answer: (request: Request) => Promise<unknown> = () => new Promise(() => {})
  wallet.script.connect = () =>
    Promise.resolve({ caipAddress: `eip155:1:${sender}`, accounts: [sender], caipNetworkId: 'eip155:1' })
  wallet.connector.getProvider = () => ({
    request: (request: Request) => {
      if (request.method !== 'eth_sendTransaction')
        return Promise.reject(Object.assign(new Error('Unsupported method'), { code: 4200 }))
      sends.push(request)
      return answer(request)
    },
  })
  p.registry.add(wallet.connector)
  p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
  await vi.waitFor(() => expect(p.state().account.eip155?.tokenBalanceStatus).toBe('loaded'))
  p.store.dispatch(openRequested())
  return { p, wallet, sends, answers: (next: typeof answer) => void (answer = next) }
}

function fillSend(p: Portico) {
  const eth = selectSendTokenBalances(p.store.getState()).find((t) => t.symbol === 'ETH')!
  p.store.dispatch(pushed({ view: 'Send' }))
  p.store.dispatch(tokenChosen({ chainId: eth.chainId }))
  p.store.dispatch(amountChanged('0.1'))
  p.store.dispatch(receiverChanged(receiver))
}

const view = (p: Portico) => p.state().router.history.at(-1)!.view
const wait = (p: Portico) => p.state().approvalWait?.current

/** When ApproveTransaction started waiting (the faked clock), to measure the bound from it. */
function waitStarts(p: Portico) {
  const starts: number[] = []
  let last: string | undefined
  p.store.subscribe(() => {
    const attempt = wait(p)?.attempt
    if (attempt === last) return
    last = attempt
    if (attempt) starts.push(Date.now())
  })
  return starts
}

/** No word of the wallet's silence before the bound; said once it passed. */
async function unansweredAtTheBound(p: Portico, started: number) {
  await vi.advanceTimersByTimeAsync(approvalUnansweredMs - 1 - (Date.now() - started))
  expect(wait(p)?.status).toBe('waiting')
  await vi.advanceTimersByTimeAsync(1)
  expect(wait(p)?.status).toBe('unanswered')
}

describe('a Send the wallet never answers', () => {
  it('says the wallet has not answered at the bound, not before; Close and Back still shake', async () => {
    const { p } = await connectedOnSend()
    fillSend(p)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const starts = waitStarts(p)
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(view(p)).toBe('ApproveTransaction'))
    await unansweredAtTheBound(p, starts[0]!)
    p.store.dispatch(closeRequested())
    p.store.dispatch(backRequested())
    expect(view(p)).toBe('ApproveTransaction')
    expect(p.state().modal).toMatchObject({ open: true, shake: true })
  })

  it('Stop waiting: back on Send with the form as typed, said as stopped, nothing sent; Send again goes', async () => {
    const { p, sends, answers } = await connectedOnSend()
    fillSend(p)
    const typed = { ...p.state().send, loading: false }
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(sends).toHaveLength(1))
    p.store.dispatch(approvalStopRequested())
    await vi.waitFor(() => expect(view(p)).toBe('Send'))
    expect(p.state().send).toMatchObject({
      token: typed.token,
      sendTokenAmount: '0.1',
      receiverInput: receiver,
      loading: false,
      error: { kind: 'stopped' },
    })
    expect(p.state().pending?.list ?? []).toEqual([])
    expect(wait(p)).toBeUndefined()
    // The wallet that answers now: the next Send goes through, as any does.
    answers(() => Promise.resolve(hash))
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(view(p)).toBe('Account'))
    expect(sends).toHaveLength(2)
    expect(p.state().pending?.list.map((t) => t.hash)).toEqual([hash])
  })

  it('a transaction the wallet sends after the visitor stopped is recorded as sent, and moves no view', async () => {
    let late!: (hash: string) => void
    const { p, sends, answers } = await connectedOnSend()
    answers(() => new Promise((resolve) => (late = resolve)))
    fillSend(p)
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(view(p)).toBe('ApproveTransaction'))
    // The wallet asked (a moment after ApproveTransaction shows, on a loaded machine): stopped
    // before that, nothing goes to the wallet and there is nothing to send late.
    await vi.waitFor(() => expect(sends).toHaveLength(1))
    p.store.dispatch(approvalStopRequested())
    await vi.waitFor(() => expect(view(p)).toBe('Send'))
    late(hash)
    await vi.waitFor(() => expect(p.state().pending?.list.map((t) => t.hash)).toEqual([hash]))
    await vi.waitFor(() => expect(p.state().snackbar).toMatchObject({ message: 'snackbar.transactionSent' }))
    expect(view(p)).toBe('Send')
    expect(p.state().send).toMatchObject({ sendTokenAmount: '0.1', error: { kind: 'stopped' } })
  })
})

describe("a host's request through the embedded wallet that never answers", () => {
  it('Stop waiting rejects it as the visitor’s refusal (4001) and aborts what the frame still asks', async () => {
    const { p, wallet } = await connectedOnSend({ type: 'AUTH', id: 'AUTH:eip155', name: 'Email wallet' })
    const abortRequests = vi.fn()
    wallet.connector.abortRequests = abortRequests
    const live = { request: vi.fn(() => new Promise(() => {})) }
    const asked = askedWithApproval(
      p.store,
      wallet.connector,
      live as never,
      { method: 'eth_sendTransaction', params: [{ from: sender, to: receiver, value: '0x1' }] },
      'eip155:1',
    )
    await vi.waitFor(() => expect(view(p)).toBe('ApproveTransaction'))
    // The frame holds the request (once the preview let it go), and the visitor stops waiting.
    await vi.waitFor(() => expect(live.request).toHaveBeenCalled())
    p.store.dispatch(approvalStopRequested())
    await expect(asked).rejects.toMatchObject({ code: 4001, name: 'ApprovalStoppedError' })
    expect(view(p)).not.toBe('ApproveTransaction')
    expect(abortRequests).toHaveBeenCalled()
  })
})
