// Smart sessions on a real store (ERC-7715, feature switch `smartSessions`): the embedded
// wallet's smart account on anvil grants (the fake frame's approval, the owner's signature), the
// Node mocks register and activate it as the server does, and the list shows it; the grant's
// context is the smart account's own signature of what was granted (ERC-1271 on anvil says so).
// Revoking asks the wallet, then the server marks it. Each refusal in its words: the switch off,
// a malformed request, another chain, an EOA, a decline, the server failing.
import { addListener, type UnknownAction } from '@reduxjs/toolkit'
import { http as mswHttp, HttpResponse } from 'msw'
import { createPublicClient, http, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { demoChainForFile } from '../support/demoChainForFile'
import { grantMessage, revokeMessage } from '../../mocks/frame/permissionMessages'
import { createNodeMocks } from '../../mocks/node'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import type { GrantPermissionsRequest, GrantPermissionsResponse } from '../../src/connectors/types'
import { accountTypeRequested } from '../../src/features/embeddedWallet/actions'
import { selectEmbeddedAccount } from '../../src/features/embeddedWallet/selectors'
import {
  smartSessionGranted,
  smartSessionGrantFailed,
  smartSessionGrantRequested,
  smartSessionRevokeRequested,
  smartSessionRevokeStopped,
  smartSessionsRetried,
} from '../../src/features/smartSessions/actions'
import { selectSmartSessions } from '../../src/features/smartSessions/selectors'
import { smartSessionMessages } from '../../src/features/smartSessions/smartSessionsFlow'
import { anvil } from '../../src/networks'
import { connectedPair } from '../frame/support/framePair'
import { recordApprovals } from '../support/approvals'
import { signInByEmail } from '../support/emailSignIn'
import { mockedHosts, porticoForTest } from '../support/portico'

const mocks = createNodeMocks()
const chain = demoChainForFile()
beforeAll(async () => {
  // The local chain is real: its requests go past the mocks, anything else unanswered is a bug.
  mocks.server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      const request = (frame.data as { request?: Request }).request
      if (!request || new URL(request.url).hostname !== '127.0.0.1') defaults.error()
    },
  })
})
afterEach(() => mocks.faults.clear())
afterAll(() => mocks.server.close())

const dappKey = `0x04${'ab'.repeat(64)}` as const
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** A dapp asks its own key to move PTC for the account for a day. */
const request = (overrides: Partial<GrantPermissionsRequest> = {}): GrantPermissionsRequest => ({
  chainId: '0x7a69',
  expiry: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: dappKey }] } },
  permissions: [
    { type: 'contract-call', data: { address: token, abi: [], functions: [{ functionName: 'transfer' }] } },
  ],
  policies: [],
  ...overrides,
})

let emails = 0

async function signedIn(features: { smartSessions?: boolean } = { smartSessions: true }) {
  const pair = connectedPair({ rpcUrl: chain().url, smartAccounts: { networks: [31337], faucet: true } })
  const p = porticoForTest({ networks: [anvil(chain().url)], baseUrls: mockedHosts, features })
  p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337 }))
  await signInByEmail(p, pair.auth, `sessions-${++emails}@example.com`)
  await vi.waitFor(() => expect(selectEmbeddedAccount(p.store.getState()).account?.current).toBe('smartAccount'))
  /** What the host's `grantPermissions` resolves or rejects with. */
  const grant = (asked: GrantPermissionsRequest = request()) =>
    new Promise<GrantPermissionsResponse>((resolve, reject) => {
      const id = `test-${Math.random()}`
      const stop = p.store.dispatch(
        addListener({
          predicate: (action: UnknownAction) =>
            (smartSessionGranted.match(action) || smartSessionGrantFailed.match(action)) && action.payload.id === id,
          effect: (action) => {
            stop()
            if (smartSessionGranted.match(action)) resolve(action.payload.response)
            else reject(new Error((action as ReturnType<typeof smartSessionGrantFailed>).payload.error))
          },
        }),
      ) as unknown as () => void
      p.store.dispatch(smartSessionGrantRequested({ id, request: asked }))
    })
  const sessions = () => selectSmartSessions(p.store.getState())
  return { p, pair, grant, sessions }
}

const node = () => createPublicClient({ transport: http(chain().url) })

describe('granting through the smart account', () => {
  it('the wallet grants, the server registers and activates it, the list shows it; the context is the account’s ERC-1271 signature', async () => {
    const { grant, sessions } = await signedIn()
    const response = await grant()
    const { context, ...granted } = response
    const account = granted.address!
    // The server's co-signing key joined the dapp's, first (the server signs first when it
    // co-signs), as a public key: asked with v=2, not the hex of its hex.
    const keys = (granted.signer.data as { keys: { type: string; publicKey: string }[] }).keys
    expect(keys).toEqual([
      { type: 'secp256k1', publicKey: expect.stringMatching(/^0x04[0-9a-f]{128}$/) },
      { type: 'secp256k1', publicKey: dappKey },
    ])
    expect(
      await node().verifyMessage({ address: account, message: grantMessage(account, granted), signature: context }),
    ).toBe(true)
    await vi.waitFor(() => expect(sessions().sessions.map((s) => s.context)).toContain(context))
    const listed = sessions().sessions.find((s) => s.context === context)!
    expect(listed).toMatchObject({ expiry: granted.expiry, permissions: granted.permissions, revokedAt: null })
    expect(sessions().caipAddress).toBe(`eip155:31337:${account}`)
  })

  it('while the wallet asks, ApproveTransaction shows the grant it is asked (opened for it, closed after)', async () => {
    const { p, grant } = await signedIn()
    expect(p.store.getState().portico.modal.open).toBe(false)
    const asked = recordApprovals(p.store)
    const opened: boolean[] = []
    p.store.subscribe(() => opened.push(p.store.getState().portico.modal.open))
    const wanted = request()
    await grant(wanted)
    expect(asked).toEqual([
      {
        kind: 'smartSession',
        caipNetworkId: 'eip155:31337',
        expiry: wanted.expiry,
        signer: 'keys',
        permissions: wanted.permissions,
      },
    ])
    expect(opened).toContain(true)
    expect(p.store.getState().portico.modal.open).toBe(false)
  })

  it('revoking asks the wallet to sign the revocation, then the server marks it revoked', async () => {
    const { p, pair, grant, sessions } = await signedIn()
    const { context, address } = await grant()
    await vi.waitFor(() => expect(sessions().sessions.some((s) => s.context === context)).toBe(true))
    const { pci } = sessions().sessions.find((s) => s.context === context)!
    pair.wallet.setMode('manual')
    p.store.dispatch(smartSessionRevokeRequested({ pci }))
    expect(sessions().revoking).toBe(pci)
    await vi.waitFor(() => expect(pair.wallet.approvals.pending()).toHaveLength(1))
    const [asked] = pair.wallet.approvals.pending()
    expect(asked!.method).toBe('personal_sign')
    expect(Buffer.from((asked!.params as Hex[])[0]!.slice(2), 'hex').toString()).toBe(revokeMessage(address!, pci))
    pair.wallet.approvals.approve(asked!.id)
    await vi.waitFor(() =>
      expect(sessions().sessions.find((s) => s.pci === pci)?.revokedAt).toEqual(expect.any(Number)),
    )
    expect(sessions().revoking).toBeUndefined()
  })
})

describe('a wallet that never answers the revocation (README "A wallet that never answers")', () => {
  /** Granted and listed, and the wallet asked to revoke it, answering nothing until told to. */
  async function revokingUnanswered() {
    const signed = await signedIn()
    const { context } = await signed.grant()
    await vi.waitFor(() => expect(signed.sessions().sessions.some((s) => s.context === context)).toBe(true))
    const { pci } = signed.sessions().sessions.find((s) => s.context === context)!
    signed.pair.wallet.setMode('manual')
    signed.p.store.dispatch(smartSessionRevokeRequested({ pci }))
    await vi.waitFor(() => expect(signed.pair.wallet.approvals.pending()).toHaveLength(1))
    const asked = signed.pair.wallet.approvals.pending()[0]!
    return { ...signed, pci, asked }
  }

  const reloaded = async (p: Awaited<ReturnType<typeof signedIn>>['p'], sessions: () => { status: string }) => {
    p.store.dispatch(smartSessionsRetried())
    await vi.waitFor(() => expect(sessions().status).toBe('loaded'))
  }

  it('Stop waiting ends the attempt in words and leaves the session as it was; revoking again with a wallet that answers works', async () => {
    const { p, pair, pci, sessions } = await revokingUnanswered()
    p.store.dispatch(smartSessionRevokeStopped({ pci }))
    await vi.waitFor(() => expect(sessions().revoking).toBeUndefined())
    expect(sessions().error).toBe('approve.stopped')
    // Still listed and live, on the server too: revocable again.
    await reloaded(p, sessions)
    expect(sessions().sessions.find((s) => s.pci === pci)?.revokedAt).toBeNull()

    pair.wallet.setMode('approve')
    p.store.dispatch(smartSessionRevokeRequested({ pci }))
    expect(sessions()).toMatchObject({ revoking: pci, error: undefined })
    await vi.waitFor(() =>
      expect(sessions().sessions.find((s) => s.pci === pci)?.revokedAt).toEqual(expect.any(Number)),
    )
    expect(sessions().revoking).toBeUndefined()
    expect(sessions().error).toBeUndefined()
  })

  it('a wallet that revokes after the visitor stopped waiting: the server is told after all, and the list shows it revoked', async () => {
    const { p, pair, pci, asked, sessions } = await revokingUnanswered()
    p.store.dispatch(smartSessionRevokeStopped({ pci }))
    await vi.waitFor(() => expect(sessions().error).toBe('approve.stopped'))
    pair.wallet.approvals.approve(asked.id)
    await vi.waitFor(() =>
      expect(sessions().sessions.find((s) => s.pci === pci)?.revokedAt).toEqual(expect.any(Number)),
    )
    // The server's own list, asked again, says so too.
    await reloaded(p, sessions)
    expect(sessions().sessions.find((s) => s.pci === pci)?.revokedAt).toEqual(expect.any(Number))
  })

  it('a wallet that refuses after the visitor stopped waiting changes nothing', async () => {
    const { p, pair, pci, asked, sessions } = await revokingUnanswered()
    p.store.dispatch(smartSessionRevokeStopped({ pci }))
    await vi.waitFor(() => expect(sessions().error).toBe('approve.stopped'))
    pair.wallet.approvals.reject(asked.id)
    await vi.waitFor(() => expect(pair.wallet.approvals.pending()).toHaveLength(0))
    await reloaded(p, sessions)
    expect(sessions().sessions.find((s) => s.pci === pci)?.revokedAt).toBeNull()
  })
})

describe('refusals, in words', () => {
  it('the switch off: "Smart sessions are not enabled", and nothing is asked', async () => {
    const { grant, pair } = await signedIn({})
    await expect(grant()).rejects.toThrow(smartSessionMessages.notEnabled)
    expect(pair.wallet.approvals.pending()).toEqual([])
  })

  it('a malformed request, an expired one, another chain', async () => {
    const { grant } = await signedIn()
    await expect(grant(request({ permissions: [] }))).rejects.toThrow(/^Invalid permissions request: permissions: /)
    await expect(grant(request({ expiry: 1 }))).rejects.toThrow(
      'Invalid permissions request: expiry: the permissions have already expired',
    )
    await expect(grant(request({ chainId: '0x1' }))).rejects.toThrow(smartSessionMessages.wrongChain)
  })

  it('declined in the wallet: its words, and nothing is activated', async () => {
    const { grant, pair, sessions } = await signedIn()
    pair.wallet.setMode('reject')
    await expect(grant()).rejects.toThrow(/rejected/i)
    expect(sessions().sessions.filter((s) => s.context !== null)).toEqual([])
  })

  it('the EOA cannot grant: the wallet says to switch to the smart account', async () => {
    const { p, grant } = await signedIn()
    p.store.dispatch(accountTypeRequested({ type: 'eoa' }))
    await vi.waitFor(() => expect(selectEmbeddedAccount(p.store.getState()).account?.current).toBe('eoa'))
    await expect(grant()).rejects.toThrow('Smart sessions need the smart account: switch to it first')
  })

  it('the server failing to register: its reason (preferred to the status words), and the wallet is not asked', async () => {
    const { grant, pair } = await signedIn()
    mocks.faults.set('blockchain.createSession', { kind: 'status', status: 503 })
    pair.wallet.setMode('manual')
    await expect(grant()).rejects.toThrow('Fault scenario: HTTP 503')
    expect(pair.wallet.approvals.pending()).toEqual([])
  })

  it("a co-signer's key that is no public key (the hex of its hex, as without v=2) is refused, and the wallet is not asked", async () => {
    const { grant, pair } = await signedIn()
    const twice = `0x30783034${'3563'.repeat(64)}`
    mocks.server.use(
      mswHttp.post(
        'https://rpc.walletconnect.org/v1/sessions/:address',
        () =>
          HttpResponse.json({
            pci: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
            key: { type: 'secp256k1', publicKey: twice },
          }),
        { once: true },
      ),
    )
    pair.wallet.setMode('manual')
    await expect(grant()).rejects.toThrow(smartSessionMessages.cosignerKey)
    expect(pair.wallet.approvals.pending()).toEqual([])
  })
})

describe("registering a permission asks for the co-signer's key with v=2 (src/handlers/sessions/create.rs)", () => {
  const register = (query: string) =>
    fetch(
      `https://rpc.walletconnect.org/v1/sessions/eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8?projectId=a01e2f3b4c5d6e7f8091a2b3c4d5e6f7&st=portico&sv=react-portico-0.1.0${query}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...request(), expiry: Math.floor(Date.now() / 1000) + 60 }),
      },
    ).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as unknown }))

  it('with v=2 the answer carries its public key in hex', async () => {
    const { status, body } = await register('&v=2')
    expect(status).toBe(200)
    expect(body).toMatchObject({ key: { type: 'secp256k1', publicKey: expect.stringMatching(/^0x04[0-9a-f]{128}$/) } })
  })

  // The server answers these with 200 and the key's hex hex-encoded again; the contract makes
  // v=2 part of the request, so the mocks refuse them in the server's error body, naming v.
  it.each([
    ['without v', ''],
    ['with v=1', '&v=1'],
  ])('%s the request is refused: 400 in the server’s error body, naming query.v', async (_case, query) => {
    const { status, body } = await register(query)
    expect(status).toBe(400)
    expect(body).toMatchObject({
      status: 'FAILED',
      reasons: [{ description: expect.stringContaining('query.v') }],
      fields: [{ path: 'query.v', message: expect.any(String) }],
    })
  })
})
