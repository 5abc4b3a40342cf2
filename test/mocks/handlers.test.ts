import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { createNodeMocks } from '../../mocks/node'
import { sdkType, sdkVersion } from '../../src/version'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mocks.server.close())

const identification = `projectId=p1&st=${sdkType}&sv=${sdkVersion}`
const blockchain = 'https://rpc.walletconnect.org'

describe('the generated handlers check each request against its contract entry', () => {
  it('answer a bad request with 400 naming every bad field', async () => {
    const response = await fetch(`${blockchain}/v1/account/not-an-address/balance?currency=eur&${identification}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { fields: { path: string }[] }
    expect(body.fields.map((f) => f.path).sort()).toEqual(['params.address', 'query.chainId', 'query.currency'])
  })

  it('refuse a request without the project id, SDK type and version', async () => {
    const response = await fetch(`${blockchain}/v1/identity/${fixtures.account}`)
    const body = (await response.json()) as { fields: { path: string }[] }
    expect(response.status).toBe(400)
    expect(body.fields.map((f) => f.path).sort()).toEqual(['query.projectId', 'query.st', 'query.sv'])
  })

  it('refuse a query parameter the contract does not declare', async () => {
    const response = await fetch(`${blockchain}/v1/identity/${fixtures.account}?${identification}&debug=1`)
    expect(response.status).toBe(400)
  })

  it('refuse a body that is not JSON', async () => {
    const response = await fetch(`${blockchain}/v1/fungible/price?${identification}`, {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    })
    const body = (await response.json()) as { fields: { path: string; message: string }[] }
    expect(body.fields).toEqual([{ path: 'body', message: 'Invalid JSON' }])
  })
})

describe('the generated handlers never send an answer that breaks the contract', () => {
  it('an answer that fails the response schema becomes a 500 naming the field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = createNodeMocks({
      overrides: { 'blockchain.identity': () => ({ json: { name: 42, avatar: null } as never }) },
    })
    mocks.server.close()
    broken.server.listen({ onUnhandledFrame: 'error' })
    try {
      const response = await fetch(`${blockchain}/v1/identity/${fixtures.account}?${identification}`)
      expect(response.status).toBe(500)
      expect(JSON.stringify(await response.json())).toContain('name:')
      expect(error).toHaveBeenCalledWith(expect.stringContaining('blockchain.identity breaks its contract'))
    } finally {
      broken.server.close()
      mocks.server.listen({ onUnhandledFrame: 'error' })
      error.mockRestore()
    }
  })
})

// A server that takes a request and never answers: only the client's bound ends the wait, and
// the mocks keep nothing once the client gave up (or the fault is cleared), so a host's test
// that plays it leaves no promise or timer behind.
describe('the hang fault', () => {
  const identity = `${blockchain}/v1/identity/${fixtures.account}?${identification}`
  afterEach(() => mocks.faults.clear())

  it('holds the request unanswered until the client gives up, then lets go of it', async () => {
    mocks.faults.set('blockchain.identity', { kind: 'hang' })
    const giveUp = new AbortController()
    const answer = fetch(identity, { signal: giveUp.signal })
    await vi.waitFor(() => expect(mocks.faults.held()).toBe(1))
    giveUp.abort()
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' })
    expect(mocks.faults.held()).toBe(0)
  })

  it('clearing it lets go of what it holds, as a dropped connection', async () => {
    mocks.faults.set('*', { kind: 'hang' })
    const answer = fetch(identity)
    await vi.waitFor(() => expect(mocks.faults.held()).toBe(1))
    mocks.faults.clear()
    await expect(answer).rejects.toThrow(TypeError)
    expect(mocks.faults.held()).toBe(0)
  })

  it('a fault of a kind the mocks do not play is refused, not passed on unanswered', () => {
    expect(() => mocks.faults.set('blockchain.identity', { kind: 'hung' } as never)).toThrow(
      'no fault kind "hung" (one of status, network, slow, hang, malformed, wrongShape, empty, answer)',
    )
  })
})
