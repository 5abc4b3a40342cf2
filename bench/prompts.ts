// (h) Prompts per journey: how often the visitor is asked in their wallet for one thing they
// want, and what it costs them in ETH, on the demo chain (anvil) with the Node mocks as the swap
// service. Approve-and-swap (PTC for PUSD, which the pool may not spend yet): the old-style demo
// wallet (one request per transaction), the same wallet as an EIP-7702 account running EIP-5792
// batches (one request for both), and an ERC-4337 smart account holding no ETH with the app's
// paymaster (ERC-7677, the sponsored chain: Alto and the local service) paying, whose spend is
// read from its deposit at the EntryPoint. Each journey is a fresh store and account, timed from
// Swap pressed to the swap done, the wallet's user answering at once.
import { createPublicClient, formatEther, http, parseUnits, type Address } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { createHarness } from '../harness/porticoHarness'
import { startSponsoredChain } from '../mocks/chain/aa/sponsoredChain'
import { entryPoint } from '../mocks/chain/aa/entryPoint'
import { givePtc } from '../test/support/demoTokens'
import { demoTokenAddress } from '../mocks/chain/demoToken'
import { dollarToken } from '../mocks/chain/swapPool'
import { createNodeMocks } from '../mocks/node'
import { anvilPrivateKeys } from '../mocks/wallets/anvilKeys'
import { createDemoWallet, type DemoWalletOptions } from '../mocks/wallets/demoWallet'
import { createEip1193Connector } from '../src/connectors/eip1193Connector'
import { loadApiParts } from '../src/composition/portico'
import { selectCapabilities } from '../src/features/batches/selectors'
import { connectRequested } from '../src/features/connection/actions'
import { openRequested } from '../src/features/modal/actions'
import { pushed } from '../src/features/modal/routerSlice'
import { swapAmountTyped, swapRequested, swapTokenChosen } from '../src/features/swap/actions'
import { selectSwap } from '../src/features/swap/selectors'
import { anvil } from '../src/networks'
import type { RootState } from '../src/store/state'

export interface PromptsFigure {
  journey: string
  wallet: 'old-style' | 'EIP-7702 batches' | 'ERC-4337, sponsored'
  prompts: number
  /** Swap pressed → done. */
  ms: number
  /** What the visitor's account paid in ETH for it (the network fee). */
  ethSpent: string
  /** What the app's paymaster paid instead, from its deposit at the EntryPoint (sponsored only). */
  paymasterSpent?: string
}

const network = 'eip155:31337'
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

async function approveAndSwap(
  chainUrl: string,
  key: `0x${string}`,
  wallet: Pick<DemoWalletOptions, 'batches' | 'smartAccount'>,
  sponsorship?: { paymasterUrl: string },
) {
  const demo = createDemoWallet({ rpcUrl: chainUrl, privateKey: key, mode: 'approve', ...wallet })
  // The sponsored visitor holds tokens and no ETH.
  if (wallet.smartAccount) await givePtc(chainUrl, demo.address as Address, parseUnits('100', 18))
  const p = createHarness({
    config: {
      projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7',
      networks: [anvil(chainUrl)],
      baseUrls: {},
      swapNetworks: [network] as never,
      ...(sponsorship && { sponsorship }),
    },
  })
  p.registry.add(createEip1193Connector(connectorInfo, demo.provider))
  p.store.dispatch(connectRequested({ connectorId: connectorInfo.id }))
  await until(p.store, 'connection', (s) => s.portico.account.eip155?.status === 'connected')
  // The wallet's user from now on: each request counted and approved at once.
  let prompts = 0
  demo.setMode('manual')
  demo.onPendingChange((pending) => {
    for (const request of pending) if (demo.approve(request.id)) prompts++
  })
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'Swap' }))
  await until(p.store, 'token list', (s) => selectSwap(s).tokens.status === 'loaded')
  p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: `${network}:${demoTokenAddress}` }))
  p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: `${network}:${dollarToken.address}` }))
  p.store.dispatch(swapAmountTyped({ amount: '25' }))
  await until(p.store, 'quote', (s) => selectSwap(s).quote.value?.amount === parseUnits('25', 18).toString())
  await until(p.store, 'capabilities', (s) => !['asking', undefined].includes(selectCapabilities(s, network) as never))
  const node = createPublicClient({ transport: http(chainUrl), cacheTime: 0 })
  const balance = () => node.getBalance({ address: demo.address })
  const before = await balance()
  const started = performance.now()
  p.store.dispatch(swapRequested())
  await until(p.store, 'swap', (s) => selectSwap(s).step === 'done' || selectSwap(s).error !== undefined)
  const ms = performance.now() - started
  const error = selectSwap(p.store.getState() as RootState).error
  if (error) throw new Error(`bench: the swap failed: ${error}`)
  return { prompts, ms, ethSpent: formatEther(before - (await balance())) }
}

export async function measurePrompts(): Promise<PromptsFigure[]> {
  await loadApiParts()
  const sponsored = await startSponsoredChain()
  const chainUrl = sponsored.chain.url
  const mocks = createNodeMocks({ anvil: { url: chainUrl, caipNetworkIds: [network] } })
  mocks.server.listen({ onUnhandledFrame: 'bypass' })
  const node = createPublicClient({ transport: http(chainUrl), cacheTime: 0 })
  const deposit = () =>
    node.readContract({ ...entryPoint, functionName: 'balanceOf', args: [sponsored.paymaster.address] })
  try {
    const journey = 'approve-and-swap (25 PTC for PUSD)'
    // Anvil's first two keys: each holds PTC and has never let the pool spend it (the third,
    // which seeded the pools, has).
    const oldStyle = await approveAndSwap(chainUrl, anvilPrivateKeys[0] as `0x${string}`, {})
    const batches = await approveAndSwap(chainUrl, anvilPrivateKeys[1] as `0x${string}`, { batches: 'eip7702' })
    const before = await deposit()
    // A fresh key: no ETH, its account not deployed yet (its first operation deploys it).
    const smart = await approveAndSwap(
      chainUrl,
      generatePrivateKey(),
      { smartAccount: { bundlerUrl: sponsored.bundlerUrl } },
      { paymasterUrl: sponsored.paymasterUrl },
    )
    return [
      { journey, wallet: 'old-style', ...oldStyle },
      { journey, wallet: 'EIP-7702 batches', ...batches },
      { journey, wallet: 'ERC-4337, sponsored', ...smart, paymasterSpent: formatEther(before - (await deposit())) },
    ]
  } finally {
    mocks.server.close()
    await sponsored.stop()
  }
}
