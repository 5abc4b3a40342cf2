// The WalletConnect connector on the real UniversalProvider, paired through the local relay
// with the headless WalletKit wallet: sessions across namespaces, requests through the
// session (a signature checked with viem, a transaction mined on anvil), switching inside and
// outside the approved chains, session_update, chainChanged, wallet-side delete, disconnect,
// and the section 8 errors.
import { createPublicClient, http, parseEther, stringToHex, verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../mocks/chain/anvil'
import { startRelay, type Relay } from '../../mocks/relay'
import { createWalletConnectWallet, solanaMainnet, type WalletConnectWallet } from '../../mocks/wallets/walletConnect'
import type { ConnectorEvent, ConnectResult, SignInRequest } from '../../src/connectors/types'
import {
  createWalletConnectConnector,
  type WalletConnectConnector,
} from '../../src/connectors/walletConnect/walletConnectConnector'
import type { WalletConnectSettings } from '../../src/connectors/walletConnect/settings'
import { walletConnectErrors, type SessionProvider } from '../../src/connectors/walletConnect/sessionProvider'
import { anvil as anvilNetwork, mainnet, polygon, solana } from '../../src/networks'
import type { CaipNetwork } from '../../src/contract'
import { verifySiwxSession } from '../../src/siwx/verifySession'
import { parseSiweMessage } from 'viem/siwe'
import { flowStep } from '../support/waits'

let relay: Relay
let chain: Anvil
let prefixes = 0
const open: { connector?: WalletConnectConnector; wallet?: WalletConnectWallet }[] = []

beforeAll(async () => {
  ;[relay, chain] = await Promise.all([startRelay(), startAnvil()])
})

afterAll(async () => {
  await relay?.stop()
  await chain?.stop()
})

afterEach(async () => {
  for (const { connector, wallet } of open.splice(0)) {
    await connector?.close()
    await wallet?.close()
  }
})

async function pairUp(
  options: {
    networks?: CaipNetwork[]
    solana?: boolean
    proposals?: 'approve' | 'reject' | 'manual'
    walletChains?: string[]
    oneClick?: boolean
  } = {},
) {
  const local = anvilNetwork(chain.url)
  const networks = options.networks ?? [local, mainnet, ...(options.solana ? [solana] : [])]
  const settings: WalletConnectSettings = {
    projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7',
    relayUrl: relay.url,
    verify: false,
    metadata: { name: 'Portico connector test', description: '', url: 'http://127.0.0.1', icons: [] },
    networks,
  }
  const approvals: string[] = []
  const connector = createWalletConnectConnector({
    settings: () => settings,
    storagePrefix: `portico-test-${++prefixes}`,
    onApprovalRequest: () => approvals.push('asked'),
  })
  const wallet = await createWalletConnectWallet({
    relayUrl: relay.url,
    anvilUrl: chain.url,
    solana: options.solana,
    proposals: options.proposals ?? 'approve',
    chains: options.walletChains,
    oneClick: options.oneClick,
  })
  open.push({ connector, wallet })
  const events: ConnectorEvent[] = []
  connector.subscribe((event) => events.push(event))
  const uris: string[] = []
  const connect = (caipNetwork: CaipNetwork = local, signIn?: SignInRequest) =>
    connector.connect({ caipNetwork, signIn, onUri: (uri) => (uris.push(uri), void wallet.pair(uri)) })
  return {
    connector,
    wallet,
    events,
    uris,
    connect,
    local,
    approvals,
    provider: () => connector.getProvider('eip155') as SessionProvider,
  }
}

/** Waits a flow step at most for `check` to hold, looking every 10 ms. */
const waitFor = async (check: () => boolean, what: string) => {
  const until = performance.now() + flowStep.timeout
  while (!check() && performance.now() < until) await new Promise((r) => setTimeout(r, 10))
  if (!check()) throw new Error(`Timed out waiting for ${what}`)
}

describe('pairing through the local relay with the real SDK', () => {
  it('pairs by URI and connects the selected network with the wallet account', async () => {
    const { connect, wallet, uris, local } = await pairUp()
    const started = performance.now()
    const result = await connect()
    const ms = performance.now() - started
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(result.caipNetworkId).toBe(local.caipNetworkId)
    expect(result.caipAddress).toBe(`${local.caipNetworkId}:${wallet.addresses[0]}`)
    console.log(`[connector] connect() to approved session through the relay: ${ms.toFixed(0)} ms`)
  })

  it('a session with a solana account connects both namespaces', async () => {
    const { connect, wallet } = await pairUp({ solana: true })
    const result: ConnectResult = await connect()
    expect(Object.keys(result.namespaces ?? {}).sort()).toEqual(['eip155', 'solana'])
    expect(result.namespaces?.solana).toMatchObject({ caipNetworkId: solanaMainnet, accounts: [wallet.solanaAddress] })
  })

  it('a rejected proposal rejects with the wallet error 5000', async () => {
    const { connect } = await pairUp({ proposals: 'reject' })
    await expect(connect()).rejects.toMatchObject({ code: 5000 })
  })

  it('the session description carries the peer and the approved chains', async () => {
    const { connect, connector, local } = await pairUp()
    await connect()
    expect(connector.sessionInfo()).toMatchObject({
      peer: { name: 'Portico Demo Wallet' },
      chains: { eip155: expect.arrayContaining([local.caipNetworkId, 'eip155:1']) },
    })
  })
})

describe('one-click sign-in: connected and signed in with one approval', () => {
  const signIn = (chainId: SignInRequest['chainId']): SignInRequest => ({
    chainId,
    domain: 'app.example',
    uri: 'https://app.example/login',
    version: '1',
    nonce: 'n0nce1234567',
    statement: 'Sign in to the example app',
    expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
  })

  it('the wallet signs the message for each chain it has, and each session checks out', async () => {
    const { connect, wallet, local } = await pairUp()
    const result = await connect(local, signIn(local.caipNetworkId))
    expect(result.caipAddress).toBe(`${local.caipNetworkId}:${wallet.addresses[0]}`)
    const sessions = result.signedIn ?? []
    // The asked network first, then the other the wallet has.
    expect(sessions.map((s) => s.data.chainId)).toEqual([local.caipNetworkId, 'eip155:1'])
    for (const session of sessions) {
      expect(session.data).toMatchObject({
        accountAddress: wallet.addresses[0],
        domain: 'app.example',
        uri: 'https://app.example/login',
        nonce: 'n0nce1234567',
        // The wallet's statement goes on with what the session may do (its ReCap, as signed).
        statement: expect.stringMatching(/^Sign in to the example app I further authorize the stated URI/),
      })
      expect(session.cacao).toMatchObject({ h: { t: 'caip122' }, s: { t: 'eip191' } })
      expect(await verifySiwxSession(session)).toBe(true)
      expect(parseSiweMessage(session.message)).toMatchObject({ address: wallet.addresses[0], nonce: 'n0nce1234567' })
    }
  })

  it('a session settled by one-click serves signing and reads like any other', async () => {
    const { connect, connector, wallet, local } = await pairUp()
    await connect(local, signIn(local.caipNetworkId))
    const message = 'after one-click'
    const signature = (await connector.signMessage({
      caipAddress: `${local.caipNetworkId}:${wallet.addresses[0]}`,
      message,
    })) as Hex
    expect(await verifyMessage({ address: wallet.addresses[0]!, message, signature })).toBe(true)
    const fee = await connector.estimateFee({
      caipNetworkId: local.caipNetworkId,
      transaction: { from: wallet.addresses[0]!, to: wallet.addresses[1]!, value: '0x1' },
    })
    expect(fee).toBeGreaterThan(0n)
  })

  it('a wallet without one-click answers the fallback proposal: connected, nothing signed', async () => {
    const { connect, local } = await pairUp({ oneClick: false })
    const result = await connect(local, signIn(local.caipNetworkId))
    expect(result.caipNetworkId).toBe(local.caipNetworkId)
    expect(result.signedIn).toBeUndefined()
  })

  it('with another namespace configured, no sign-in is asked: the session keeps every namespace', async () => {
    const { connect, local } = await pairUp({ solana: true })
    const result = await connect(local, signIn(local.caipNetworkId))
    expect(Object.keys(result.namespaces ?? {}).sort()).toEqual(['eip155', 'solana'])
    expect(result.signedIn).toBeUndefined()
  })

  it('a sign-in the user declines rejects with the wallet error 5000', async () => {
    const { connect, local } = await pairUp({ proposals: 'reject' })
    await expect(connect(local, signIn(local.caipNetworkId))).rejects.toMatchObject({ code: 5000 })
  })
})

describe('the connector’s wallet operations, through the session', () => {
  it('signMessage is signed by the wallet account and checks out with viem', async () => {
    const { connect, connector, wallet, local, approvals } = await pairUp()
    await connect()
    const message = 'Sign in to Portico\nwith a second line, and ünïcode'
    const signature = (await connector.signMessage({
      caipAddress: `${local.caipNetworkId}:${wallet.addresses[0]}`,
      message,
    })) as Hex
    expect(await verifyMessage({ address: wallet.addresses[0]!, message, signature })).toBe(true)
    expect(approvals).toEqual(['asked'])
  })

  it('sendTransaction is mined on anvil and answers its hash', async () => {
    const { connect, connector, wallet, local } = await pairUp()
    await connect()
    const client = createPublicClient({ transport: http(chain.url) })
    const to: Address = '0x000000000000000000000000000000000000bEEF'
    const before = await client.getBalance({ address: to })
    const value = `0x${parseEther('0.25').toString(16)}` as const
    const hash = (await connector.sendTransaction({
      caipNetworkId: local.caipNetworkId,
      transaction: { from: wallet.addresses[0]!, to, value },
    })) as Hex
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.25'))
  })

  it('estimateFee reads gas and gas price from the chain, without asking the wallet', async () => {
    const { connect, connector, wallet, local, approvals } = await pairUp()
    await connect()
    const fee = await connector.estimateFee({
      caipNetworkId: local.caipNetworkId,
      transaction: { from: wallet.addresses[0]!, to: '0x000000000000000000000000000000000000bEEF', value: '0x1' },
    })
    expect(fee).toBeGreaterThanOrEqual(21_000n)
    expect(approvals).toEqual([])
  })

  it('never asks a wallet on another device for its assets (it would be a prompt there)', async () => {
    const { connect, connector, wallet, local, approvals } = await pairUp()
    await connect()
    expect(
      await connector.walletAssets({ address: wallet.addresses[0]!, caipNetworkId: local.caipNetworkId }),
    ).toBeUndefined()
    expect(approvals).toEqual([])
  })

  it('refuses a transaction of a namespace it cannot send yet, as unsupportedMethod', async () => {
    const { connect, connector, wallet } = await pairUp({ solana: true })
    await connect()
    const transaction = { from: wallet.addresses[0]!, to: wallet.addresses[0]! }
    await expect(connector.sendTransaction({ caipNetworkId: solanaMainnet, transaction })).rejects.toMatchObject({
      kind: 'unsupportedMethod',
    })
  })
})

describe('requests through the session', () => {
  it('personal_sign is signed by the wallet account and checks out with viem', async () => {
    const { connect, wallet, provider } = await pairUp()
    await connect()
    const message = 'Sign in to Portico'
    const started = performance.now()
    const signature = (await provider().request({
      method: 'personal_sign',
      params: [stringToHex(message), wallet.addresses[0]],
    })) as Hex
    console.log(`[connector] personal_sign request to answer: ${(performance.now() - started).toFixed(0)} ms`)
    expect(await verifyMessage({ address: wallet.addresses[0]!, message, signature })).toBe(true)
  })

  it('a request the user must approve calls onApprovalRequest (the mobile redirect), a read does not', async () => {
    const { connect, wallet, provider, approvals } = await pairUp()
    await connect()
    await provider().request({ method: 'eth_chainId' })
    expect(approvals).toEqual([])
    await provider().request({ method: 'personal_sign', params: [stringToHex('hi'), wallet.addresses[0]] })
    expect(approvals).toEqual(['asked'])
  })

  it('eth_sendTransaction is mined on anvil and moves the value', async () => {
    const { connect, wallet, provider, local } = await pairUp()
    await connect()
    const client = createPublicClient({ transport: http(chain.url) })
    const to: Address = '0x000000000000000000000000000000000000dEaD'
    const before = await client.getBalance({ address: to })
    const hash = (await provider().request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.addresses[0], to, value: `0x${parseEther('0.5').toString(16)}` }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.5'))
    expect(await provider().request({ method: 'eth_chainId' })).toBe(
      `0x${Number(local.caipNetworkId.split(':')[1]).toString(16)}`,
    )
  })

  it('a request before any session: "Please call connect() before request()"', async () => {
    const { connector, connect, wallet } = await pairUp()
    // Load the SDK with a session, end it, then ask.
    await connect()
    await connector.disconnect()
    await expect(
      (connector.getProvider('eip155') as SessionProvider).request({
        method: 'personal_sign',
        params: ['0x00', wallet.addresses[0]],
      }),
    ).rejects.toThrow(walletConnectErrors.notConnected)
  })

  it('a request before the SDK loaded: "Sign Client not initialized"', async () => {
    const { connector } = await pairUp()
    await expect(
      (connector.getProvider('eip155') as SessionProvider).request({ method: 'eth_accounts' }),
    ).rejects.toThrow(walletConnectErrors.notInitialized)
  })

  it('a request for a namespace the session lacks: "Namespace is not configured…"', async () => {
    const { connect, connector } = await pairUp()
    await connect()
    await expect(
      (connector.getProvider('solana') as SessionProvider).request({ method: 'solana_signMessage', params: {} }),
    ).rejects.toThrow(walletConnectErrors.namespaceNotConfigured)
  })
})

describe('networks and the session lifecycle', () => {
  it('switches inside the approved chains and refuses outside them as an unsupported chain', async () => {
    const { connect, connector, provider } = await pairUp({
      networks: [anvilNetwork(chain.url), mainnet, polygon],
      walletChains: ['eip155:31337', 'eip155:1'],
    })
    await connect()
    await connector.switchNetwork(mainnet)
    expect(await provider().request({ method: 'eth_chainId' })).toBe('0x1')
    await expect(connector.switchNetwork(polygon)).rejects.toMatchObject({ kind: 'networkNotApproved' })
  })

  it('session_update from the wallet reaches the connector with the new accounts', async () => {
    const { connect, wallet, events } = await pairUp()
    await connect()
    const [session] = wallet.sessions()
    await wallet.updateSession(session!.topic, { accounts: [wallet.addresses[1]!] })
    await waitFor(() => events.some((e) => e.type === 'sessionChanged'), 'sessionChanged')
    const changed = events.find((e) => e.type === 'sessionChanged')
    expect(changed?.type === 'sessionChanged' && changed.namespaces.eip155?.accounts).toEqual(
      expect.arrayContaining([wallet.addresses[1]]),
    )
  })

  it('chainChanged from the wallet reaches the connector as a CAIP network id', async () => {
    const { connect, wallet, events } = await pairUp()
    await connect()
    await wallet.emitChainChanged(wallet.sessions()[0]!.topic, 'eip155:1')
    await waitFor(() => events.some((e) => e.type === 'chainChanged'), 'chainChanged')
    expect(events.find((e) => e.type === 'chainChanged')).toEqual({ type: 'chainChanged', caipNetworkId: 'eip155:1' })
  })

  it('a session deleted by the wallet disconnects the connector', async () => {
    const { connect, wallet, events, connector } = await pairUp()
    await connect()
    await wallet.deleteSession(wallet.sessions()[0]!.topic)
    await waitFor(() => events.some((e) => e.type === 'disconnect'), 'disconnect')
    expect(connector.session()).toBeUndefined()
  })

  it('disconnect ends the session on both sides', async () => {
    const { connect, wallet, connector } = await pairUp()
    await connect()
    await connector.disconnect()
    expect(connector.session()).toBeUndefined()
    await waitFor(() => wallet.sessions().length === 0, 'the wallet to drop the session')
  })

  it('a silent connect restores a live session and fails without one', async () => {
    const { connect, connector } = await pairUp()
    await expect(connector.connect({ silent: true })).rejects.toThrow(walletConnectErrors.notConnected)
    await connect()
    await expect(connector.connect({ silent: true })).resolves.toMatchObject({
      caipNetworkId: expect.stringMatching(/^eip155:/),
    })
  })
})
