// The README's server pattern for SIWX, run against a small server of ours on 127.0.0.1
// (mocks/siwx/siwxServer.ts): the host's config takes the nonce from the server and keeps
// sessions there; the server verifies each signature before keeping it and refuses a nonce it
// did not issue or already saw. On a real store with a wallet that signs with a real key.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSiwxServer, type SiwxServer } from '../../mocks/siwx/siwxServer'
import { connectRequested } from '../../src/features/connection/actions'
import { siwxSignOutRequested, siwxSignRequested } from '../../src/features/siwx/actions'
import { selectSiwx } from '../../src/features/siwx/selectors'
import type { SiwxConfig, SiwxSession } from '../../src/siwx/types'
import { signingWallet } from '../support/signingWallet'
import { porticoForTest } from '../support/portico'

let server: SiwxServer
beforeAll(async () => void (server = await startSiwxServer()))
afterAll(() => server?.stop())

/** The README's host-side config, against `api` (the host's own server). */
function serverSiwx(api: string): SiwxConfig {
  const ok = async (response: Response) => {
    if (!response.ok) throw new Error(((await response.json()) as { error: string }).error)
    return response
  }
  const at = (chainId: string, address: string) =>
    `${api}/siwx/sessions?chainId=${encodeURIComponent(chainId)}&address=${address}`
  return {
    required: true,
    getNonce: async () => ((await (await ok(await fetch(`${api}/siwx/nonce`))).json()) as { nonce: string }).nonce,
    sessions: {
      get: async (chainId, address) => (await (await ok(await fetch(at(chainId, address)))).json()) as SiwxSession[],
      add: async (session) =>
        void (await ok(await fetch(`${api}/siwx/sessions`, { method: 'POST', body: JSON.stringify(session) }))),
      revoke: async (chainId, address) => void (await ok(await fetch(at(chainId, address), { method: 'DELETE' }))),
      set: async (sessions) =>
        void (await ok(await fetch(`${api}/siwx/sessions`, { method: 'PUT', body: JSON.stringify(sessions) }))),
    },
  }
}

async function connect(key: Hex = generatePrivateKey()) {
  const p = porticoForTest({ siwx: serverSiwx(server.url) })
  const { wallet } = signingWallet([key])
  const account = privateKeyToAccount(key)
  p.registry.add(wallet.connector)
  p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
  await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
  return { p, account, siwx: () => selectSiwx(p.store.getState()) }
}

describe("SIWX with the host's server: its nonce, its verification, its sessions", () => {
  it('signs in with the server’s nonce; the server keeps the verified session, a new visit finds it, sign-out revokes it', async () => {
    const key = generatePrivateKey()
    const { p, account, siwx } = await connect(key)
    await vi.waitFor(() => expect(siwx().status).toBe('signatureNeeded'))
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() => expect(siwx().status).toBe('signedIn'))
    const kept = server.sessions.get(`eip155:1|${account.address.toLowerCase()}`)
    expect(kept?.message).toContain(`Nonce: ${kept?.data.nonce}`)

    const next = await connect(key)
    await vi.waitFor(() => expect(next.siwx().status).toBe('signedIn'))
    next.p.store.dispatch(siwxSignOutRequested())
    await vi.waitFor(() => expect(server.sessions.has(`eip155:1|${account.address.toLowerCase()}`)).toBe(false))
  })

  it('a replayed message (its nonce already used) is refused in the server’s words', async () => {
    const key = generatePrivateKey()
    const { p, account, siwx } = await connect(key)
    await vi.waitFor(() => expect(siwx().status).toBe('signatureNeeded'))
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() => expect(siwx().status).toBe('signedIn'))
    const session = server.sessions.get(`eip155:1|${account.address.toLowerCase()}`)!
    const replay = await fetch(`${server.url}/siwx/sessions`, { method: 'POST', body: JSON.stringify(session) })
    expect(replay.status).toBe(400)
    expect(await replay.json()).toEqual({ error: 'Nonce already used' })
  })

  it('a signature by another key is refused: "Invalid signature"', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const nonce = ((await (await fetch(`${server.url}/siwx/nonce`)).json()) as { nonce: string }).nonce
    const { createSiwxMessage } = await import('../../src/siwx/siwxMessage')
    const message = await createSiwxMessage(
      { accountAddress: account.address, chainId: 'eip155:1' },
      { getNonce: async () => nonce },
      { pageUrl: 'https://app.example.com/' },
    )
    const signature = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: message.message })
    const refused = await fetch(`${server.url}/siwx/sessions`, {
      method: 'POST',
      body: JSON.stringify({ ...message, signature }),
    })
    expect(await refused.json()).toEqual({ error: 'Invalid signature' })
  })
})
