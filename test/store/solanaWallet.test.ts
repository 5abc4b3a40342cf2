// Solana for real (section 3's namespaces): the demo Wallet Standard wallet, found on the page by the standard's
// events, connected through Portico's Solana connector, on the local Solana chain with the mocks
// reading its balances. A message it signs is checked with ed25519; SOL and the demo SPL token
// sent through Send arrive on the chain; a declined send keeps the form; the wallet's account
// change follows into the account state.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { solanaLocalnet as localnetId } from '../../mocks/db/chains'
import { fixtures } from '../../mocks/db/fixtures'
import { createNodeMocks } from '../../mocks/node'
import { demoSolanaToken, startDemoSolana, type DemoSolana } from '../../mocks/solana/demoSolana'
import { createApprovals } from '../../mocks/wallets/approvals'
import { createSolanaStandardWallet, type SolanaStandardWallet } from '../../mocks/wallets/solanaStandardWallet'
import { startStandardWalletDiscovery } from '../../src/connectors/solana/walletStandard'
import { connectRequested } from '../../src/features/connection/actions'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { sendRequested, transactionSent } from '../../src/features/send/actions'
import { selectSendTokenBalances } from '../../src/features/send/selectors'
import { amountChanged, receiverChanged, tokenChosen } from '../../src/features/send/sendSlice'
import { solanaLocalnet } from '../../src/networks'
import { createDemoWallet } from '../../mocks/wallets/demoWallet'
import { createEip1193Connector } from '../../src/connectors/eip1193Connector'
import { selectBrowserWallets } from '../../src/features/connection/connectList'
import { anvil, mainnet } from '../../src/networks'
import { mockedHosts, porticoForTest } from '../support/portico'

let chain: DemoSolana
let mocks: ReturnType<typeof createNodeMocks>
beforeAll(async () => {
  chain = await startDemoSolana()
  mocks = createNodeMocks({ solana: { url: chain.url, caipNetworkIds: [localnetId] } })
  mocks.server.listen({ onUnhandledFrame: 'bypass' })
})
afterAll(async () => {
  mocks.server.close()
  await chain.stop()
})

const [me] = fixtures.solanaDemoAccounts
const connectorId = 'standard:Portico Solana Demo'

/** A page with the demo Solana wallet registered (before Portico looks, as an extension is) and Portico on the local chain. */
async function connected(mode: 'approve' | 'manual' = 'approve') {
  const approvals = createApprovals(mode)
  const wallet = createSolanaStandardWallet({ rpcUrls: { 'solana:localnet': chain.url }, ask: approvals.ask })
  const page = new EventTarget()
  wallet.register(page)
  const network = solanaLocalnet({ genesisHash: localnetId.split(':')[1]!, rpcUrl: chain.url })
  const p = porticoForTest({ networks: [network], baseUrls: mockedHosts })
  startStandardWalletDiscovery({ target: page, registry: p.registry, onFound: () => {} })
  const connecting = vi.waitFor(() => expect(p.state().account.solana?.status).toBe('connected'))
  p.store.dispatch(connectRequested({ connectorId }))
  // The wallet's request arrives after the chunks the connect loads: under load, past vi.waitFor's 1 s.
  if (mode === 'manual') await vi.waitFor(() => expect(approvals.pending()).toHaveLength(1))
  if (mode === 'manual') approvals.approve(approvals.pending()[0]!.id)
  await connecting
  return { p, wallet, approvals, network }
}

const balanceOf = async (address: string) =>
  (
    await createSolanaRpc(chain.url)
      .getBalance(address as never)
      .send()
  ).value

async function tokenAmountOf(owner: string): Promise<string | undefined> {
  const { value } = await createSolanaRpc(chain.url)
    .getTokenAccountsByOwner(owner as never, { mint: demoSolanaToken.mint as never }, { encoding: 'jsonParsed' })
    .send()
  return value[0]?.account.data.parsed.info.tokenAmount.uiAmountString
}

function fill(p: ReturnType<typeof porticoForTest>, symbol: string, amount: string, to: string) {
  const token = selectSendTokenBalances(p.store.getState()).find((t) => t.symbol === symbol)
  if (!token) throw new Error(`No ${symbol} in the list`)
  p.store.dispatch(
    tokenChosen(token.address ? { chainId: token.chainId, address: token.address } : { chainId: token.chainId }),
  )
  p.store.dispatch(amountChanged(amount))
  p.store.dispatch(receiverChanged(to))
}

const view = (p: ReturnType<typeof porticoForTest>) => p.state().router.history.at(-1)!.view

/** Once the account's tokens are listed, Send opened; the receiver, a fresh account the chain has never seen. */
async function onSendToNewAccount(p: ReturnType<typeof porticoForTest>) {
  await vi.waitFor(() => expect(p.state().account.solana?.tokenBalanceStatus).toBe('loaded'))
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'Send' }))
  return (await generateKeyPairSigner()).address
}

describe('a Solana wallet through the Wallet Standard', () => {
  it('is found whichever comes first, the wallet or the app', async () => {
    const found: string[][] = []
    const appFirst = new EventTarget()
    const p = porticoForTest()
    startStandardWalletDiscovery({
      target: appFirst,
      registry: p.registry,
      onFound: (i) => found.push(i.map((c) => c.name)),
    })
    createSolanaStandardWallet({ rpcUrls: {} }).register(appFirst)
    const walletFirst = new EventTarget()
    createSolanaStandardWallet({ rpcUrls: {}, name: 'Later Wallet' }).register(walletFirst)
    startStandardWalletDiscovery({
      target: walletFirst,
      registry: p.registry,
      onFound: (i) => found.push(i.map((c) => c.name)),
    })
    expect(found).toEqual([['Portico Solana Demo'], ['Later Wallet']])
    expect(p.registry.get(connectorId)?.info).toMatchObject({ chain: 'solana', type: 'ANNOUNCED', installed: true })
  })

  it('refuses a registration that is not a Solana wallet it can use, and keeps the first of a name', () => {
    const page = new EventTarget()
    const p = porticoForTest()
    const found: string[] = []
    startStandardWalletDiscovery({ target: page, registry: p.registry, onFound: (i) => found.push(i[0]!.id) })
    const register = (wallet: unknown) =>
      page.dispatchEvent(
        new CustomEvent('wallet-standard:register-wallet', {
          detail: ({ register }: { register(w: unknown): void }) => register(wallet),
        }),
      )
    const real = createSolanaStandardWallet({ rpcUrls: {} })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    register({ ...real, name: 'Sui Only', chains: ['sui:mainnet'] })
    register({ ...real, name: 'Remote Icon', icon: 'https://evil.example/icon.png' })
    register({ ...real, name: 'No Connect', features: {} })
    register(real)
    register({ ...real, icon: real.icon })
    // A wallet of other chains is none of Portico's business: only the two broken ones are said.
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
    expect(found).toEqual([connectorId])
  })

  it('connects on the local chain and shows its real balances: SOL and the demo token', async () => {
    const { p, network } = await connected('manual')
    expect(p.state().account.solana?.caipAddress).toBe(`${network.caipNetworkId}:${me}`)
    expect(p.state().chain.activeCaipNetworkId).toBe(network.caipNetworkId)
    await vi.waitFor(() => expect(p.state().account.solana?.tokenBalanceStatus).toBe('loaded'))
    const tokens = p.state().account.solana!.tokenBalance!.map((t) => [t.symbol, t.quantity.numeric])
    expect(tokens).toContainEqual(['PTC', String(Number(await tokenAmountOf(me!)))])
    expect(tokens.find(([symbol]) => symbol === 'SOL')?.[1]).toBe(String(Number(await balanceOf(me!)) / 1e9))
  })

  it('signs a message with the account key: the signature checks out with ed25519', async () => {
    const { p } = await connected()
    const caipAddress = p.state().account.solana!.caipAddress!
    const signature = await p.registry.get(connectorId)!.signMessage({ caipAddress, message: 'Hello Solana' })
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Hello Solana'), base58.decode(me!))).toBe(
      true,
    )
  })

  it('sends SOL through Send: the fee is shown, the lamports arrive, the form resets', async () => {
    const { p } = await connected()
    const bob = await onSendToNewAccount(p)
    fill(p, 'SOL', '1.25', bob)
    await vi.waitFor(() => expect(p.state().send?.gasEstimate).toEqual({ status: 'ready', feeWei: '5000' }))
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(view(p)).toBe('Account'))
    expect(await balanceOf(bob)).toBe(1_250_000_000n)
    expect(p.state().send?.sendTokenAmount).toBe('')
  })

  it('sends the demo SPL token to an account without a token account: the fee includes its rent, and it arrives', async () => {
    const { p } = await connected()
    const bob = await onSendToNewAccount(p)
    fill(p, 'PTC', '42.5', bob)
    const rent = await createSolanaRpc(chain.url).getMinimumBalanceForRentExemption(165n).send()
    await vi.waitFor(() =>
      expect(p.state().send?.gasEstimate).toEqual({ status: 'ready', feeWei: String(5000n + rent) }),
    )
    const sent = performance.now()
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(view(p)).toBe('Account'))
    // Sent (the transaction built on the latest blockhash, signed, sent) → its status confirmed.
    const status = async () => {
      const { value } = await createSolanaRpc(chain.url)
        .getSignatureStatuses([(p.dispatched(transactionSent.type).at(-1)!.payload as { hash: string }).hash as never])
        .send()
      return value[0]?.confirmationStatus
    }
    await vi.waitFor(async () => expect(await status()).toBe('finalized'))
    console.log(`[solana send] Send pressed → confirmed on the chain: ${Math.round(performance.now() - sent)} ms`)
    expect(await tokenAmountOf(bob)).toBe('42.5')
    // The sender's list is read again after the send.
    await vi.waitFor(async () => {
      const ptc = p.state().account.solana?.tokenBalance?.find((t) => t.symbol === 'PTC')
      expect(ptc?.quantity.numeric).toBe(String(Number(await tokenAmountOf(me!))))
    })
  })

  it('a declined send keeps the form as typed and says so; nothing moves', async () => {
    const { p, approvals } = await connected()
    const bob = await onSendToNewAccount(p)
    fill(p, 'SOL', '0.5', bob)
    approvals.setMode('reject')
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(p.state().send?.error?.kind).toBe('rejected'))
    expect(view(p)).toBe('Send')
    expect(p.state().send).toMatchObject({ sendTokenAmount: '0.5', receiverInput: bob })
    expect(await balanceOf(bob)).toBe(0n)
  })

  it("follows the wallet's account change into the account state", async () => {
    const { p, wallet } = await connected()
    ;(wallet as SolanaStandardWallet).switchAccount(1)
    await vi.waitFor(() => expect(p.state().account.solana?.address).toBe(fixtures.solanaDemoAccounts[1]))
  })

  it('switches among the Solana networks the wallet serves', async () => {
    const { p, network } = await connected()
    const connector = p.registry.get(connectorId)!
    const devnet = {
      ...network,
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const,
    }
    const events: unknown[] = []
    connector.subscribe((event) => events.push(event))
    await connector.switchNetwork(devnet)
    expect(events).toEqual([{ type: 'chainChanged', caipNetworkId: devnet.caipNetworkId }])
  })
})

/**
 * One extension on both sides: its EIP-6963 provider announced first, its Wallet Standard wallet
 * registered after (merged all the same), under one name, in an app with anvil, Ethereum and the
 * local Solana network.
 */
async function bothWays() {
  const page = new EventTarget()
  const evmWallet = createDemoWallet({
    rpcUrl: 'http://127.0.0.1:9',
    mode: 'approve',
    knownChains: [{ id: 1, name: 'Ethereum' }],
  })
  const solanaWallet = createSolanaStandardWallet({ rpcUrls: { 'solana:localnet': chain.url }, name: 'Both Ways' })
  const local = solanaLocalnet({ genesisHash: localnetId.split(':')[1]!, rpcUrl: chain.url })
  const p = porticoForTest({ networks: [anvil('http://127.0.0.1:9'), mainnet, local], baseUrls: mockedHosts })
  const info = {
    id: 'announced:dev.both',
    type: 'ANNOUNCED',
    name: 'Both Ways',
    chain: 'eip155',
    rdns: 'dev.both',
    installed: true,
  } as const
  p.registry.add(createEip1193Connector(info, evmWallet.provider))
  startStandardWalletDiscovery({ target: page, registry: p.registry, onFound: () => {} })
  solanaWallet.register(page)
  await vi.waitFor(() => expect(selectBrowserWallets(p.store.getState())).toHaveLength(1))
  const [merged] = selectBrowserWallets(p.store.getState())
  const connect = async () => {
    p.store.dispatch(connectRequested({ connectorId: merged!.id }))
    await vi.waitFor(() => expect(p.state().account.solana?.status).toBe('connected'))
  }
  return { p, evmWallet, solanaWallet, local, merged: merged!, connect }
}

describe('a wallet that speaks eip155 and Solana', () => {
  it('is listed once and connects both namespaces in one go', async () => {
    const { p, evmWallet, local, merged, connect } = await bothWays()
    expect(merged).toMatchObject({ name: 'Both Ways', type: 'MULTI_CHAIN', chains: ['eip155', 'solana'] })
    await connect()
    expect(p.state().account.eip155).toMatchObject({ status: 'connected', address: evmWallet.address })
    expect(p.state().account.solana?.caipAddress).toBe(`${local.caipNetworkId}:${me}`)
    expect(p.state().connectors.connectedIdByNamespace).toEqual({ eip155: merged.id, solana: merged.id })
  })

  it('loses one namespace when that side of the wallet lets the site go, and keeps following the other', async () => {
    const { p, evmWallet, solanaWallet, connect } = await bothWays()
    await connect()
    const features = solanaWallet.features as { 'standard:disconnect': { disconnect(): Promise<void> } }
    await features['standard:disconnect'].disconnect()
    await vi.waitFor(() => expect(p.state().account.solana?.status).toBe('disconnected'))
    expect(p.state().account.eip155?.status).toBe('connected')
    // The eip155 side is still heard: the wallet moving to Ethereum moves the account there.
    await evmWallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    await vi.waitFor(() => expect(p.state().account.eip155?.caipAddress).toBe(`eip155:1:${evmWallet.address}`))
  })

  it('is not offered its Solana side in an app without Solana networks', async () => {
    const page = new EventTarget()
    // The test's app configures Ethereum and Polygon only.
    const p = porticoForTest()
    startStandardWalletDiscovery({ target: page, registry: p.registry, onFound: () => {} })
    createSolanaStandardWallet({ rpcUrls: {} }).register(page)
    expect(p.registry.get(connectorId)).toBeDefined()
    expect(selectBrowserWallets(p.store.getState())).toEqual([])
  })
})
