// The embedded wallet's connector (type AUTH): email login through the fake frame, then connect
// and sign with the frame's key (checked with viem); section 9's 30 s email cooldown in the
// spec's words; the chain id answered locally and unlisted methods refused before the frame
// hears of them; sign-out waited for at most 3 s; a reload without a session does not connect.
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthConnector, type LoginCache } from '../../src/connectors/auth/authConnector'
import { createHttpRpcTransport } from '../../src/rpc/httpRpcTransport'
import { FrameRequestError, frameErrors, type FrameClient } from '../../src/frame/frameClient'
import { userKey } from '../../mocks/frame/frameWallet'
import { connectedPair, secret } from '../frame/support/framePair'

afterEach(() => void vi.useRealTimers())

/** A signature as a wallet gives it: 65 bytes, hex. */
const signature = `0x${'ab'.repeat(65)}`

/** A login cache that keeps nothing. */
const noCache: LoginCache = {
  lastEmailLoginAt: async () => undefined,
  emailLoginSent: () => {},
  signedIn: () => {},
  userName: async () => undefined,
  chainUsed: () => {},
  preferredAccountType: async () => undefined,
  accountTypeChosen: async () => {},
  clear: () => {},
}

/** A frame client that records what it is asked and answers from a script. */
function scriptedClient(answers: Partial<Record<string, unknown>> = {}) {
  const asked: { name: string; payload: unknown }[] = []
  const client = {
    initialized: () => void asked.push({ name: 'initialized', payload: undefined }),
    request: (name: string, payload: unknown) => {
      asked.push({ name, payload })
      return name in answers ? Promise.resolve(answers[name]) : new Promise(() => {})
    },
  } as unknown as FrameClient
  return { client, asked }
}

describe('an email login through the embedded wallet, then connect and sign', () => {
  it("signs in with the inbox code, connects the frame key's account and signs a message viem accepts", async () => {
    const pair = connectedPair()
    const connector = createAuthConnector({ frame: async () => pair.client, chainId: 31337 })
    const email = 'visitor@example.com'
    pair.auth.approveDevice(email)
    await expect(connector.emailLogin.start(email)).resolves.toBe('VERIFY_OTP')
    await connector.emailLogin.confirmCode(pair.auth.inbox(email).at(-1)!.value)
    const connection = await connector.connect({})
    const address = privateKeyToAccount(userKey(secret, email)).address
    expect(connection).toEqual({
      caipAddress: `eip155:31337:${address}`,
      accounts: [address],
      caipNetworkId: 'eip155:31337',
      // The frame says which kind of account is in use (here, its EOA).
      accountType: 'eoa',
    })
    const signature = await connector.signMessage({
      caipAddress: connection.caipAddress,
      message: 'Sign in to Portico',
    })
    expect(await verifyMessage({ address, message: 'Sign in to Portico', signature: signature as Hex })).toBe(true)
  })

  it("a wrong code is refused in the frame's words, and the visitor is not signed in", async () => {
    const pair = connectedPair()
    const connector = createAuthConnector({ frame: async () => pair.client, chainId: 31337 })
    pair.auth.approveDevice('visitor@example.com')
    await connector.emailLogin.start('visitor@example.com')
    await expect(connector.emailLogin.confirmCode('000000')).rejects.toThrow('Invalid code')
    await expect(connector.connect({})).rejects.toThrow('Not signed in')
  })
})

describe("section 4: the frame is initialized with the app's data and theme before its first request", () => {
  it('syncs dapp data, then the theme, once, then asks', async () => {
    const { client, asked } = scriptedClient({
      syncDappData: undefined,
      syncTheme: undefined,
      connectEmail: { action: 'VERIFY_OTP' },
    })
    const sync = {
      dappData: {
        metadata: { name: 'Host', description: 'A host', url: 'https://host.example', icons: [] },
        sdkVersion: 'react-portico-0.1.0',
        sdkType: 'portico',
        projectId: 'p1',
      },
      theme: { themeMode: 'dark' as const },
    }
    const connector = createAuthConnector({ frame: async () => client, chainId: 1, sync })
    await connector.emailLogin.start('a@example.com')
    await connector.emailLogin.start('a@example.com').catch(() => {})
    // The second request (refused by the cooldown here) syncs nothing again.
    expect(asked.map((a) => a.name)).toEqual(['syncDappData', 'syncTheme', 'initialized', 'connectEmail'])
    expect(asked[0]!.payload).toEqual(sync.dappData)
  })

  it('a frame that failed to come is asked for again on the next request', async () => {
    const address = '0x1111111111111111111111111111111111111111'
    const { client } = scriptedClient({ getUser: { address, chainId: 1 } })
    let attempts = 0
    const connector = createAuthConnector({
      frame: async () => {
        attempts += 1
        if (attempts === 1) throw new Error('Something went wrong')
        return client
      },
      chainId: 1,
    })
    await expect(connector.connect({})).rejects.toThrow('Something went wrong')
    await expect(connector.connect({})).resolves.toMatchObject({ caipAddress: `eip155:1:${address}` })
    expect(attempts).toBe(2)
  })
})

describe('section 9: email login cooldown 30 s', () => {
  it('a second email within 30 s says how long to wait; after 30 s it goes', async () => {
    let now = 1_000_000
    const { client, asked } = scriptedClient({ connectEmail: { action: 'VERIFY_OTP' } })
    const connector = createAuthConnector({ frame: async () => client, chainId: 1, now: () => now })
    await connector.emailLogin.start('a@example.com')
    now += 500
    await expect(connector.emailLogin.start('a@example.com')).rejects.toThrow('Please try again after 30 seconds')
    now += 29_000
    await expect(connector.emailLogin.start('a@example.com')).rejects.toThrow('Please try again after 1 seconds')
    now += 500
    await expect(connector.emailLogin.start('a@example.com')).resolves.toBe('VERIFY_OTP')
    expect(asked.filter((a) => a.name === 'connectEmail')).toHaveLength(2)
  })

  it.each(['iframe_load_failed', 'iframe_request_timeout'] as const)(
    'a try that %s ended before the email went out starts no cooldown: Try again goes at once, and the email sent then does',
    async (timeout) => {
      const now = 1_000_000
      const sent: number[] = []
      const { client, asked } = scriptedClient({ connectEmail: { action: 'VERIFY_OTP' } })
      let attempts = 0
      const connector = createAuthConnector({
        // The frame's load or its setup gave up (section 8): nothing reached the login service.
        frame: async () => {
          attempts += 1
          if (attempts === 1) throw new FrameRequestError(frameErrors.somethingWentWrong, timeout)
          return client
        },
        chainId: 1,
        now: () => now,
        cache: { ...noCache, emailLoginSent: (at) => void sent.push(at) },
      })
      // The failure keeps its cause, for the login to say it in section 8's words.
      await expect(connector.emailLogin.start('a@example.com')).rejects.toMatchObject({ cause: { timeout } })
      expect(sent).toEqual([])
      await expect(connector.emailLogin.start('a@example.com')).resolves.toBe('VERIFY_OTP')
      expect(sent).toEqual([now])
      await expect(connector.emailLogin.start('a@example.com')).rejects.toThrow('Please try again after 30 seconds')
      expect(asked.filter((a) => a.name === 'connectEmail')).toHaveLength(1)
    },
  )

  it.each([
    ['a day', 86_400_000],
    ['ten years', 10 * 365 * 86_400_000],
  ])('a stored time %s ahead of the clock waits 30 s at most, whatever storage says', async (_, ahead) => {
    let now = 1_000_000
    const stored = now + ahead
    const sent: number[] = []
    const { client } = scriptedClient({ connectEmail: { action: 'VERIFY_OTP' } })
    const cache = {
      ...noCache,
      lastEmailLoginAt: async () => stored,
      emailLoginSent: (at: number) => void sent.push(at),
    }
    const connector = createAuthConnector({ frame: async () => client, chainId: 1, now: () => now, cache })
    await expect(connector.emailLogin.start('a@example.com')).rejects.toThrow('Please try again after 30 seconds')
    // Stored as now: a reload counts the 30 s from it too.
    expect(sent).toEqual([1_000_000])
    now += 30_000
    await expect(connector.emailLogin.start('a@example.com')).resolves.toBe('VERIFY_OTP')
  })
})

describe('the provider over the frame (sections 6 and 7)', () => {
  it('answers the chain id from the last used chain, and refuses unlisted methods, without asking the frame', async () => {
    const { client, asked } = scriptedClient()
    const connector = createAuthConnector({ frame: async () => client, chainId: 137 })
    const provider = connector.getProvider() as { request(a: { method: string; params?: unknown[] }): Promise<unknown> }
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x89')
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      kind: 'unsupportedMethod',
      message: 'Requested RPC call is not allowed',
    })
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'nowhere' }] }] }),
    ).rejects.toMatchObject({
      kind: 'invalidParams',
    })
    expect(asked).toEqual([])
  })
})

describe('section 4: disconnect and reconnect', () => {
  it('sign-out is waited for at most 3 s', async () => {
    vi.useFakeTimers()
    const { client, asked } = scriptedClient()
    const connector = createAuthConnector({ frame: async () => client, chainId: 1 })
    let done = false
    void connector.disconnect().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    expect(asked.map((a) => a.name)).toEqual(['initialized', 'signOut'])
  })

  it('after a reload, no session in the frame: the silent reconnect fails without asking for the user', async () => {
    const { client, asked } = scriptedClient({ isConnected: { isConnected: false } })
    const connector = createAuthConnector({ frame: async () => client, chainId: 1 })
    await expect(connector.connect({ silent: true })).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(asked.map((a) => a.name)).toEqual(['initialized', 'isConnected'])
  })
})

describe("section 9: the safe reads go to the Blockchain API's JSON-RPC, not through the frame", () => {
  it('a balance read is a JSON-RPC call to the chain’s address; a signature is the frame’s', async () => {
    const { client, asked } = scriptedClient({ syncDappData: undefined, rpcRequest: signature })
    const calls: { url: string; body: unknown }[] = []
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { id: number }[]
      calls.push({ url: String(url), body })
      return new Response(JSON.stringify(body.map(({ id }) => ({ jsonrpc: '2.0', id, result: '0x2a' }))), {
        headers: { 'content-type': 'application/json' },
      })
    })
    vi.stubGlobal('fetch', fetch)
    try {
      const connector = createAuthConnector({
        frame: async () => client,
        chainId: 31337,
        node: (chainId) =>
          createHttpRpcTransport({ url: `https://rpc.example/v1/?chainId=eip155:${chainId}&projectId=p1` }),
      })
      const provider = connector.getProvider() as {
        request(args: { method: string; params?: unknown[] }): Promise<unknown>
      }
      await expect(provider.request({ method: 'eth_getBalance', params: ['0x0', 'latest'] })).resolves.toBe('0x2a')
      expect(calls).toEqual([
        {
          url: 'https://rpc.example/v1/?chainId=eip155:31337&projectId=p1',
          body: [{ jsonrpc: '2.0', id: expect.any(Number), method: 'eth_getBalance', params: ['0x0', 'latest'] }],
        },
      ])
      expect(asked.filter((a) => a.name === 'rpcRequest')).toEqual([])
      await expect(provider.request({ method: 'personal_sign', params: ['0x00', '0x0'] })).resolves.toBe(signature)
      expect(asked.filter((a) => a.name === 'rpcRequest')).toHaveLength(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
