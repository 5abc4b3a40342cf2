// WalletConnect's one-click sign-in on a real store (sections 3 and 4 with SIWX): the pairing
// carries the sign-in request for the active eip155 network; what the wallet signed is verified
// and kept before the account counts as connected, so nothing more is asked and the modal
// settles; a signature the store refuses is said on SIWXSignMessage, which asks again; without
// SIWX the pairing asks nothing of the kind. The wallet is scripted, its key and signature real.
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConnectOptions, ConnectResult, SignInRequest } from '../../src/connectors/types'
import { walletConnectConnectorInfo } from '../../src/connectors/walletConnect/info'
import { openRequested } from '../../src/features/modal/actions'
import { selectSiwx } from '../../src/features/siwx/selectors'
import { siwxMessages } from '../../src/features/siwx/messages'
import { siwxStoreAnswerMs } from '../../src/features/siwx/storeBound'
import { mainnet, polygon, solana } from '../../src/networks'
import type { PorticoConfigInput } from '../../src/config/schema'
import { siwxMessageText } from '../../src/siwx/siwxMessage'
import { signatureRefused } from '../../src/siwx/storageSessions'
import type { SiwxConfig, SiwxSession, SiwxSessionStore } from '../../src/siwx/types'
import { fakeConnector } from '../support/fakeConnector'
import { porticoForTest } from '../support/portico'

const account = privateKeyToAccount(generatePrivateKey())

/** What a wallet answers to a one-click request: a session per chain, signed with its key (or a stranger's). */
async function signedFor(request: SignInRequest, signer = account): Promise<SiwxSession> {
  const data = { ...request, accountAddress: account.address, issuedAt: new Date().toISOString() }
  const message = siwxMessageText(data)
  const signature = await signer.signMessage({ message })
  return { data, message, signature, cacao: { h: { t: 'caip122' }, p: {}, s: { t: 'eip191', s: signature } } }
}

function pairing(
  siwx: SiwxConfig | undefined,
  answer: (request?: SignInRequest) => Promise<SiwxSession[] | undefined>,
  networks: PorticoConfigInput['networks'] = [polygon, mainnet],
) {
  const p = porticoForTest({ networks, ...(siwx && { siwx }) })
  const wallet = fakeConnector(walletConnectConnectorInfo)
  const asked: (ConnectOptions | undefined)[] = []
  wallet.script.connect = async (options?: ConnectOptions): Promise<ConnectResult> => {
    asked.push(options)
    options?.onUri?.(`wc:${'1'.repeat(64)}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`)
    const signedIn = await answer(options?.signIn)
    const caipNetworkId = 'eip155:137'
    return { caipAddress: `${caipNetworkId}:${account.address}`, accounts: [account.address], caipNetworkId, signedIn }
  }
  p.registry.add(wallet.connector)
  p.store.dispatch(openRequested({ view: 'ConnectingWalletConnect' }))
  const views = () => p.state().router.history.map((entry) => entry.view)
  return { p, asked, views, siwx: () => selectSiwx(p.store.getState()) }
}

describe('one-click sign-in over WalletConnect', () => {
  it('the pairing asks to sign in on the active network; the signed session is kept and nothing more is asked', async () => {
    const { p, asked, views, siwx } = pairing({ statement: 'Welcome back' }, async (request) => [
      await signedFor(request!),
    ])
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
    expect(asked[0]?.signIn).toMatchObject({
      chainId: 'eip155:137',
      statement: 'Welcome back',
      version: '1',
      nonce: expect.stringMatching(/^[a-zA-Z0-9]{8,}$/),
    })
    expect(asked[0]?.signIn).not.toHaveProperty('accountAddress')
    await vi.waitFor(() => expect(siwx().status).toBe('signedIn'))
    expect(siwx().caipAddress).toBe(`eip155:137:${account.address}`)
    expect(views()).toContain('ConnectingSiwe')
    expect(views()).not.toContain('SIWXSignMessage')
    expect(p.state().modal.open).toBe(false)
    const kept = await p.storage.get('siwxSessions')
    expect(kept).toHaveLength(1)
    expect(kept![0]!.cacao).toMatchObject({ s: { t: 'eip191' } })
  })

  it('a signature the store refuses: SIWXSignMessage says why and asks again', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey())
    const { p, siwx } = pairing({}, async (request) => [await signedFor(request!, stranger)])
    // Not an EOA's signature: the store asks the network's node (ERC-1271) before refusing.
    await vi.waitFor(() => expect(siwx().status).toBe('signatureNeeded'))
    await vi.waitFor(() => expect(p.state().router.history.at(-1)?.view).toBe('SIWXSignMessage'))
    expect(siwx().error).toBe(signatureRefused)
    expect(p.state().modal.open).toBe(true)
    expect(await p.storage.get('siwxSessions')).toBeUndefined()
  })

  it('a wallet that answered the connection alone: SIWXSignMessage asks, as after any connection', async () => {
    const { p, siwx } = pairing({}, async () => undefined)
    await vi.waitFor(() => expect(p.state().router.history.at(-1)?.view).toBe('SIWXSignMessage'))
    expect(siwx()).toMatchObject({ status: 'signatureNeeded', error: undefined })
  })

  it('with a Solana network configured the pairing asks no sign-in, and SIWXSignMessage follows the connection', async () => {
    const { p, asked, siwx } = pairing({}, async () => undefined, [polygon, mainnet, solana])
    await vi.waitFor(() => expect(p.state().router.history.at(-1)?.view).toBe('SIWXSignMessage'))
    expect(asked[0]?.signIn).toBeUndefined()
    expect(siwx()).toMatchObject({ status: 'signatureNeeded' })
  })

  it('without SIWX the pairing asks no sign-in', async () => {
    const { p, asked } = pairing(undefined, async () => undefined)
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
    expect(asked[0]?.signIn).toBeUndefined()
  })
})

describe('a session store that does not answer: "Verifying…" ends (storeBound.ts, section 9\'s 10 s)', () => {
  afterEach(() => vi.useRealTimers())
  const silent = () => new Promise<never>(() => {})
  /** A host's store: `add` never answers; `get` answers none, or never. */
  const hostStore = (get: SiwxSessionStore['get']): SiwxSessionStore => ({
    get,
    add: silent,
    revoke: async () => {},
    set: async () => {},
  })

  it("keeping the signature: after 10 s, section 8's words on SIWXSignMessage, which asks again; still connected", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { p, siwx, views } = pairing({ sessions: hostStore(async () => []) }, async (request) => [
      await signedFor(request!),
    ])
    await vi.waitFor(() => expect(siwx().status).toBe('verifying'))
    expect(views().at(-1)).toBe('ConnectingSiwe')
    await vi.advanceTimersByTimeAsync(siwxStoreAnswerMs - 1_000)
    expect(siwx().status).toBe('verifying')
    await vi.advanceTimersByTimeAsync(1_000)
    await vi.waitFor(() => expect(views().at(-1)).toBe('SIWXSignMessage'))
    expect(siwx()).toMatchObject({ status: 'signatureNeeded', error: siwxMessages.initFailed })
    expect(p.state().account.eip155?.status).toBe('connected')
  })

  it('a store silent for the look-up too: after 10 s more, "A problem occurred while trying initialize authentication", then disconnect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { p, siwx } = pairing({ sessions: hostStore(silent) }, async (request) => [await signedFor(request!)])
    await vi.waitFor(() => expect(siwx().status).toBe('verifying'))
    await vi.advanceTimersByTimeAsync(siwxStoreAnswerMs)
    await vi.waitFor(() => expect(siwx().status).toBe('checking'))
    expect(p.state().account.eip155?.status).toBe('connected')
    await vi.advanceTimersByTimeAsync(siwxStoreAnswerMs)
    await vi.waitFor(() => expect(p.state().snackbar.message).toBe('snackbar.siwxInitFailed'))
    await vi.waitFor(() => expect(p.state().account.eip155?.status).not.toBe('connected'))
  })
})
