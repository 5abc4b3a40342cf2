// (h) Prompts per journey: how often the visitor is asked in their wallet for one thing they
// want, and what it costs them in ETH, on the demo chain (anvil) with the Node mocks as the
// Blockchain API and the swap service. The journeys: approve-and-swap (PTC for PUSD, which the
// pool may not spend yet: an approval and the swap), send (PTC to another address, on Send) and
// pay (a host's payment of PTC, usePay, paid from the wallet on Pay: one transfer, never an
// approval). Each with three demo wallets: old-style (one request per transaction), the same
// wallet as an EIP-7702 account running EIP-5792 batches (one request for several calls), and an
// ERC-4337 smart account holding no ETH with the app's paymaster (ERC-7677, the sponsored chain:
// Alto and the local service) paying, whose spend is read from its deposit at the EntryPoint.
// Each journey is a fresh key and store, timed from the press (Swap, Send, Pay with wallet) to
// the journey done, the wallet's user answering at once; the ETH is read from anvil once the
// transaction that carried it is mined.
import { createPublicClient, createTestClient, formatEther, http, parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { createHarness, type Harness } from '../harness/porticoHarness'
import { startSponsoredChain, type SponsoredChain } from '../mocks/chain/aa/sponsoredChain'
import { entryPoint } from '../mocks/chain/aa/entryPoint'
import { givePtc } from '../test/support/demoTokens'
import { demoTokenAddress } from '../mocks/chain/demoToken'
import { dollarToken } from '../mocks/chain/swapPool'
import { createNodeMocks } from '../mocks/node'
import { createDemoWallet, type DemoWalletOptions } from '../mocks/wallets/demoWallet'
import type { PorticoConfigInput } from '../src/config/schema'
import { createEip1193Connector } from '../src/connectors/eip1193Connector'
import { loadApiParts } from '../src/composition/portico'
import { selectCapabilities } from '../src/features/batches/selectors'
import { selectSponsorship } from '../src/features/batches/sponsorship'
import { connectRequested } from '../src/features/connection/actions'
import { openRequested } from '../src/features/modal/actions'
import { pushed } from '../src/features/modal/routerSlice'
import { selectCurrentView } from '../src/features/modal/selectors'
import { payRequested, payWithWalletPressed } from '../src/features/pay/actions'
import { selectPay } from '../src/features/pay/selectors'
import { sendRequested } from '../src/features/send/actions'
import { selectSend, selectSendToken } from '../src/features/send/selectors'
import { amountChanged, receiverChanged, sendSucceeded, tokenChosen } from '../src/features/send/sendSlice'
import { swapAmountTyped, swapRequested, swapTokenChosen } from '../src/features/swap/actions'
import { selectSwap } from '../src/features/swap/selectors'
import { anvil } from '../src/networks'
import type { RootState } from '../src/store/state'

export interface PromptsFigure {
  /** What the visitor wanted, in words (the amounts with it). */
  journey: string
  /** The journey's kind, for the figures that pick one. */
  kind: 'approve-and-swap' | 'send' | 'pay'
  wallet: 'old-style' | 'EIP-7702 batches' | 'ERC-4337, sponsored'
  prompts: number
  /** The press (Swap, Send, Pay with wallet) → the journey done. */
  ms: number
  /** What the visitor's account paid in ETH for it (the network fee). */
  ethSpent: string
  /** What the app's paymaster paid instead, from its deposit at the EntryPoint (sponsored only). */
  paymasterSpent?: string
}

type Wallet = PromptsFigure['wallet']

const network = 'eip155:31337'
const ptc = `${network}:${demoTokenAddress}` as const
const connectorInfo = {
  id: 'announced:bench',
  type: 'ANNOUNCED',
  name: 'Bench',
  chain: 'eip155',
  installed: true,
} as const

/** Resolves once `holds` is true of the store's state; throws past 30 s, saying what it waited for. */
function until(
  store: { getState(): unknown; subscribe(listener: () => void): () => void },
  what: string,
  holds: (state: RootState) => boolean,
) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!holds(store.getState() as RootState)) return false
      stop()
      clearTimeout(timer)
      resolve()
      return true
    }
    const stop = store.subscribe(() => void check())
    const timer = setTimeout(() => (stop(), reject(new Error(`bench: no ${what} within 30 s`))), 30_000)
    check()
  })
}

const stateOf = (p: Harness) => p.store.getState() as RootState
/** Someone who holds nothing yet: the receiver of a send or a payment. */
const freshAddress = () => privateKeyToAddress(generatePrivateKey())

/** How a journey ended: the transaction that carried it (when the store knows it), or why it did not go. */
type Outcome = { hash?: string } | { failed: string }

/** One thing the visitor wants, on a connected store. */
interface Journey {
  name: string
  kind: PromptsFigure['kind']
  config?: Partial<PorticoConfigInput>
  /** Up to the press: the view open, the form filled, what it shows read. */
  ready(p: Harness): Promise<void>
  press(p: Harness): void
  /** Undefined while under way. */
  outcome(p: Harness): Outcome | undefined
}

const approveAndSwap: Journey = {
  name: 'approve-and-swap (25 PTC for PUSD)',
  kind: 'approve-and-swap',
  config: { swapNetworks: [network] as never },
  async ready(p) {
    p.store.dispatch(openRequested())
    p.store.dispatch(pushed({ view: 'Swap' }))
    await until(p.store, 'token list', (s) => selectSwap(s).tokens.status === 'loaded')
    p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: ptc }))
    p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: `${network}:${dollarToken.address}` }))
    p.store.dispatch(swapAmountTyped({ amount: '25' }))
    await until(p.store, 'quote', (s) => selectSwap(s).quote.value?.amount === parseUnits('25', 18).toString())
  },
  press: (p) => p.store.dispatch(swapRequested()),
  outcome(p) {
    const swap = selectSwap(stateOf(p))
    if (swap.error !== undefined) return { failed: `the swap failed: ${swap.error}` }
    return swap.step === 'done' ? { hash: swap.hash } : undefined
  },
}

const send: Journey = {
  name: 'send (10 PTC to another address)',
  kind: 'send',
  async ready(p) {
    await until(p.store, 'token balances', (s) => s.portico.account.eip155?.tokenBalanceStatus === 'loaded')
    p.store.dispatch(openRequested())
    p.store.dispatch(pushed({ view: 'Send' }))
    p.store.dispatch(tokenChosen({ chainId: network, address: ptc }))
    p.store.dispatch(amountChanged('10'))
    p.store.dispatch(receiverChanged(freshAddress()))
    // The form as the visitor presses it: PTC in the account's list, the fee estimated (or not).
    await until(
      p.store,
      'fee estimate',
      (s) => !!selectSendToken(s) && ['ready', 'failed'].includes(selectSend(s).gasEstimate?.status as never),
    )
  },
  press: (p) => p.store.dispatch(sendRequested()),
  outcome(p) {
    const sent = p.dispatched(sendSucceeded.type).at(-1) as ReturnType<typeof sendSucceeded> | undefined
    if (sent) return { hash: sent.payload.hash }
    const error = selectSend(stateOf(p)).error
    return error && { failed: `the send failed: ${error.message}` }
  },
}

const pay: Journey = {
  name: "pay (a host's payment of 12.5 PTC)",
  kind: 'pay',
  config: { features: { pay: true } },
  async ready(p) {
    await until(p.store, 'Pay', (s) => s.portico.pay !== undefined)
    const metadata = { name: 'Portico Token', symbol: 'PTC', decimals: 18 }
    const request = { recipient: freshAddress(), amount: '12.5', network, asset: demoTokenAddress, metadata } as const
    p.store.dispatch(payRequested({ id: 'bench', request }))
    await until(p.store, 'the Pay view', (s) => s.portico.modal.open && selectCurrentView(s).view === 'Pay')
  },
  press: (p) => p.store.dispatch(payWithWalletPressed()),
  outcome(p) {
    const payment = selectPay(stateOf(p))
    if (payment.error) return { failed: `the payment failed: ${payment.error.message}` }
    return payment.status === 'paid' ? { hash: payment.hash } : undefined
  },
}

/** The demo wallet each kind of visitor has. */
const walletOptions = (wallet: Wallet, chain: SponsoredChain): Pick<DemoWalletOptions, 'batches' | 'smartAccount'> =>
  ({
    'old-style': {},
    'EIP-7702 batches': { batches: 'eip7702' as const },
    'ERC-4337, sponsored': { smartAccount: { bundlerUrl: chain.bundlerUrl } },
  })[wallet]

async function measure(chain: SponsoredChain, journey: Journey, wallet: Wallet): Promise<PromptsFigure> {
  const chainUrl = chain.chain.url
  const sponsored = wallet === 'ERC-4337, sponsored'
  const demo = createDemoWallet({
    rpcUrl: chainUrl,
    privateKey: generatePrivateKey(),
    mode: 'approve',
    ...walletOptions(wallet, chain),
  })
  // A fresh key holding PTC (never let the pool spend it); the sponsored visitor holds no ETH,
  // the others what pays their fees.
  await givePtc(chainUrl, demo.address as Address, parseUnits('100', 18))
  if (!sponsored)
    await createTestClient({ mode: 'anvil', transport: http(chainUrl) }).setBalance({
      address: demo.address,
      value: parseEther('1'),
    })
  const p = createHarness({
    config: {
      projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7',
      networks: [anvil(chainUrl)],
      baseUrls: {},
      ...journey.config,
      ...(sponsored && { sponsorship: { paymasterUrl: chain.paymasterUrl } }),
    },
  })
  try {
    p.registry.add(createEip1193Connector(connectorInfo, demo.provider))
    p.store.dispatch(connectRequested({ connectorId: connectorInfo.id }))
    await until(p.store, 'connection', (s) => s.portico.account.eip155?.status === 'connected')
    // The wallet's user from now on: each request counted and approved at once.
    let prompts = 0
    demo.setMode('manual')
    demo.onPendingChange((pending) => {
      for (const request of pending) if (demo.approve(request.id)) prompts++
    })
    await journey.ready(p)
    // The visitor presses once the view says who pays the fee: for the sponsored visitor, the app
    // (a wallet slow to say it takes a paymaster is waited for, as the visitor would).
    await until(p.store, sponsored ? 'the app paying the fee' : 'capabilities', (s) =>
      sponsored
        ? selectSponsorship(s, network).status === 'sponsored'
        : !['asking', undefined].includes(selectCapabilities(s, network) as never),
    )
    const node = createPublicClient({ transport: http(chainUrl), cacheTime: 0 })
    const balance = () => node.getBalance({ address: demo.address })
    const deposit = () =>
      node.readContract({ ...entryPoint, functionName: 'balanceOf', args: [chain.paymaster.address] })
    const [ethBefore, depositBefore] = await Promise.all([balance(), deposit()])
    const started = performance.now()
    journey.press(p)
    let outcome: Outcome | undefined
    await until(p.store, journey.kind, () => (outcome = journey.outcome(p)) !== undefined)
    const ms = performance.now() - started
    if (!outcome || 'failed' in outcome) throw new Error(`bench: ${journey.name}, ${wallet}: ${outcome?.failed}`)
    if (outcome.hash) await node.waitForTransactionReceipt({ hash: outcome.hash as `0x${string}`, pollingInterval: 50 })
    const [ethAfter, depositAfter] = await Promise.all([balance(), deposit()])
    return {
      journey: journey.name,
      kind: journey.kind,
      wallet,
      prompts,
      ms,
      ethSpent: formatEther(ethBefore - ethAfter),
      ...(sponsored && { paymasterSpent: formatEther(depositBefore - depositAfter) }),
    }
  } finally {
    p.stop()
  }
}

export async function measurePrompts(): Promise<PromptsFigure[]> {
  await loadApiParts()
  const chain = await startSponsoredChain()
  const mocks = createNodeMocks({ anvil: { url: chain.chain.url, caipNetworkIds: [network] } })
  mocks.server.listen({ onUnhandledFrame: 'bypass' })
  try {
    const figures: PromptsFigure[] = []
    for (const journey of [approveAndSwap, send, pay])
      for (const wallet of ['old-style', 'EIP-7702 batches', 'ERC-4337, sponsored'] as const)
        figures.push(await measure(chain, journey, wallet))
    return figures
  } finally {
    mocks.server.close()
    await chain.stop()
  }
}
