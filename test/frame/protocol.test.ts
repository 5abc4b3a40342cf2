// The frame protocol (section 7) both ways, from its one table: every event's request is read by
// the frame and refused when malformed, every success and error answer is read by the app, and
// the guard drops what comes from another origin or window, fails the schema or repeats an id.
import { describe, expect, it } from 'vitest'
import { createMessageGuard } from '../../src/frame/messageGuard'
import {
  appMessage,
  appMessageType,
  errorType,
  eventNames,
  frameEvents,
  frameMessage,
  noticeType,
  requestId,
  successType,
} from '../../src/frame/protocol'
import { isHashLike, rpcMethodKind, rpcNotAllowed, rpcRequestProblem } from '../../src/frame/rpcMethods'
import { frameSamples } from './samples'

const request = (name: (typeof eventNames)[number], payload: unknown, id = requestId()) => ({
  type: appMessageType(name),
  id,
  payload,
})

describe('section 7: every app-to-frame event, as the frame reads it', () => {
  it("names the client's twenty-one requests (the spec's, without init smart account, which the client no longer answers)", () => {
    expect(eventNames).toHaveLength(21)
    expect(eventNames).not.toContain('initSmartAccount')
  })

  it.each(eventNames)('%s: its request is read, a malformed one refused', (name) => {
    expect(appMessage.safeParse(request(name, frameSamples[name].request)).success).toBe(true)
    expect(appMessage.safeParse(request(name, frameSamples[name].badRequest)).success).toBe(false)
  })

  it('a message with an id that is no string, with keys of its own or of an unknown type is refused', () => {
    expect(appMessage.safeParse({ ...request('reload', undefined), id: 7 }).success).toBe(false)
    expect(appMessage.safeParse({ ...request('reload', undefined), id: '' }).success).toBe(false)
    expect(appMessage.safeParse({ ...request('reload', undefined), extra: 1 }).success).toBe(false)
    expect(appMessage.safeParse({ type: '@w3m-app/EXPORT_PRIVATE_KEY', id: requestId() }).success).toBe(false)
  })

  it('a key the payload does not name is refused, at any depth', () => {
    expect(appMessage.safeParse(request('connectEmail', { email: 'a@b.example', extra: 1 })).success).toBe(false)
    const metadata = { name: 'Host', description: '', url: 'https://host.example', icons: [], extra: 1 }
    expect(appMessage.safeParse(request('syncDappData', { projectId: 'p1', metadata })).success).toBe(false)
  })
})

describe('section 7: every answer, as the app reads it', () => {
  it.each(eventNames)('%s: its success and its error are read', (name) => {
    const id = requestId()
    expect(frameMessage.safeParse({ type: successType(name), id, payload: frameSamples[name].success }).success).toBe(
      true,
    )
    expect(frameMessage.parse({ type: errorType(name), id, payload: { message: 'Denied' } })).toMatchObject({
      payload: { message: 'Denied' },
    })
    // The client's zError: the message is required (an empty one reads "An error occurred").
    expect(frameMessage.safeParse({ type: errorType(name), id, payload: {} }).success).toBe(false)
  })

  it('an answer with a key its schema does not name is refused (it settles nothing)', () => {
    const id = requestId()
    expect(
      frameMessage.safeParse({ type: successType('connectEmail'), id, payload: { action: 'CONNECT' } }).success,
    ).toBe(true)
    expect(
      frameMessage.safeParse({ type: successType('connectEmail'), id, payload: { action: 'CONNECT', extra: 1 } })
        .success,
    ).toBe(false)
  })

  it('ready { version? } and session update { token } come without an id', () => {
    expect(frameMessage.safeParse({ type: noticeType('ready'), payload: {} }).success).toBe(true)
    expect(frameMessage.safeParse({ type: noticeType('ready'), payload: { version: '4' } }).success).toBe(true)
    expect(frameMessage.safeParse({ type: noticeType('ready'), payload: { version: 4 } }).success).toBe(false)
    expect(frameMessage.safeParse({ type: noticeType('ready') }).success).toBe(false)
    expect(frameMessage.safeParse({ type: noticeType('sessionUpdate'), payload: { token: 't' } }).success).toBe(true)
    expect(frameMessage.safeParse({ type: noticeType('sessionUpdate'), payload: {} }).success).toBe(false)
  })

  it('a success whose payload breaks its schema is refused (a user without an address)', () => {
    expect(
      frameMessage.safeParse({
        type: successType('getUser'),
        id: requestId(),
        payload: { email: 'a@b.example', chainId: 1 },
      }).success,
    ).toBe(false)
  })

  it('login-type requests are email, device, otp, social and social redirect (section 9: 30 s)', () => {
    expect(eventNames.filter((name) => 'login' in frameEvents[name])).toEqual([
      'connectEmail',
      'connectDevice',
      'connectOtp',
      'connectSocial',
      'getSocialRedirectUri',
    ])
  })
})

describe('the guard: schema, origin and source, and no replay', () => {
  const frameOrigin = 'http://127.0.0.1:4321'
  const frameWindow = { name: 'the frame' }
  const guard = () => {
    const warnings: string[] = []
    const g = createMessageGuard({
      schema: appMessage,
      origin: frameOrigin,
      source: () => frameWindow,
      refuseRepeatedIds: true,
      warn: (m) => warnings.push(m),
    })
    return { g, warnings }
  }
  const good = () => request('connectEmail', { email: 'visitor@example.com' })

  it('accepts a well-formed message from the right origin and window', () => {
    const { g } = guard()
    expect(g.accept({ origin: frameOrigin, source: frameWindow, data: good() })).toMatchObject({
      payload: { email: 'visitor@example.com' },
    })
  })

  it('refuses every hostile message, counts it by reason and warns, acting on none', () => {
    const { g, warnings } = guard()
    const replayed = good()
    const hostile = [
      { origin: 'http://127.0.0.1:9999', source: frameWindow, data: good() },
      { origin: 'http://127.0.0.1:4321.evil.example', source: frameWindow, data: good() },
      { origin: 'null', source: frameWindow, data: good() },
      { origin: frameOrigin, source: { name: 'another frame of the same origin' }, data: good() },
      { origin: frameOrigin, source: null, data: good() },
      { origin: frameOrigin, source: frameWindow, data: '{"type":"@w3m-app/RELOAD"}' },
      {
        origin: frameOrigin,
        source: frameWindow,
        data: { type: '@w3m-app/EXPORT_PRIVATE_KEY', id: requestId(), payload: undefined },
      },
      { origin: frameOrigin, source: frameWindow, data: request('connectEmail', { email: 'x' }) },
    ]
    const accepted = hostile.map((event) => g.accept(event))
    expect(g.accept({ origin: frameOrigin, source: frameWindow, data: replayed })).toBeDefined()
    accepted.push(g.accept({ origin: frameOrigin, source: frameWindow, data: replayed }))
    expect(accepted.every((m) => m === undefined)).toBe(true)
    expect(g.refused).toEqual({ origin: 3, source: 2, schema: 3, replayed: 1 })
    expect(warnings).toHaveLength(9)
  })

  it("refuses everything while the other side's window is not there yet", () => {
    const g = createMessageGuard({ schema: appMessage, origin: frameOrigin, source: () => null, warn: () => {} })
    expect(g.accept({ origin: frameOrigin, source: null, data: good() })).toBeUndefined()
    expect(g.refused.source).toBe(1)
  })
})

describe('section 6: which RPC requests the embedded wallet takes', () => {
  it("reads are safe, signing and sending unsafe, anything else refused in the spec's words", () => {
    expect(rpcMethodKind('eth_getBalance')).toBe('safe')
    expect(rpcMethodKind('eth_sendRawTransaction')).toBe('safe')
    expect(rpcMethodKind('personal_sign')).toBe('unsafe')
    expect(rpcMethodKind('eth_sendTransaction')).toBe('unsafe')
    expect(rpcMethodKind('solana_signAndSendTransaction')).toBe('unsafe')
    expect(rpcRequestProblem({ method: 'eth_sign' })).toBe(rpcNotAllowed)
    expect(rpcRequestProblem({ method: 'wallet_exportPrivateKey' })).toBe('Requested RPC call is not allowed')
  })

  it('section 5: wallet_sendCalls needs a 0x `to` on each call, and data, when given, starts with 0x', () => {
    expect(
      rpcRequestProblem({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0xabc', data: '0x' }] }] }),
    ).toBeUndefined()
    expect(rpcRequestProblem({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc' }] }] })).toBe(
      'Expected a 0x hex string',
    )
    expect(rpcRequestProblem({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0xabc', data: 'ff' }] }] })).toBe(
      'Expected a 0x hex string',
    )
    // The client's schema lets the list of calls be empty.
    expect(rpcRequestProblem({ method: 'wallet_sendCalls', params: [{ calls: [] }] })).toBeUndefined()
    expect(
      rpcRequestProblem({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0xabc', gas: '0x1' }] }] }),
    ).toBeDefined()
  })

  it('section 5: Solana signing needs message and pubkey, or transaction(s), each method its own', () => {
    expect(
      rpcRequestProblem({ method: 'solana_signMessage', params: { message: 'aGk=', pubkey: 'Pk1' } }),
    ).toBeUndefined()
    expect(rpcRequestProblem({ method: 'solana_signTransaction', params: { transaction: 'AQID' } })).toBeUndefined()
    expect(
      rpcRequestProblem({ method: 'solana_signAllTransactions', params: { transactions: ['AQID'] } }),
    ).toBeUndefined()
    expect(rpcRequestProblem({ method: 'solana_signMessage', params: { message: 'aGk=' } })).toBeDefined()
    expect(rpcRequestProblem({ method: 'solana_signMessage', params: { transaction: 'AQID' } })).toBeDefined()
    expect(
      rpcRequestProblem({
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQID', options: { skipPreflight: true, preflightCommitment: 'confirmed' } },
      }),
    ).toBeUndefined()
  })

  it('section 5: a 32-byte hash or a long 0x hex answer is the transaction or signature', () => {
    expect(isHashLike('0x' + 'a'.repeat(64))).toBe(true)
    expect(isHashLike('0x' + 'b'.repeat(130))).toBe(true)
    expect(isHashLike('0x' + 'c'.repeat(40))).toBe(false)
    expect(isHashLike('0x' + 'z'.repeat(64))).toBe(false)
    expect(isHashLike({ hash: '0x' })).toBe(false)
  })
})
