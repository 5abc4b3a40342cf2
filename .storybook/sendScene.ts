// The scene of the Send and ApproveTransaction stories: a demo wallet on Ethereum that reports
// its ETH and USDC (ERC-7811), connected the real way, the balance flow listing them, Account
// then its Send, and the form as the story says the visitor typed it. The wallet holds every
// later request until the play function answers it; the story's node (storyNode) answers the
// wallet's send. Or the embedded wallet instead, signed in by email, holding the same.
import { numberToHex, parseEther, parseUnits } from 'viem'
import type { PorticoStore } from '../src/composition/createPorticoStore'
import { openRequested } from '../src/features/modal/actions'
import { pushed } from '../src/features/modal/routerSlice'
import { amountChanged, receiverChanged, tokenChosen } from '../src/features/send/sendSlice'
import { accountKey, caipKey } from '../mocks/db'
import { balanceId } from '../mocks/db/keys'
import { accountsOf } from '../mocks/frame/memoryFrame'
import { browserMocks, portico, type PorticoParameters } from './portico'
import { connectWallet, signInByEmail, stateWhere } from './scenes'
import { storyNode, type StoryNodeOptions } from './storyNode'
import { storyWallets, type StoryWalletOptions } from './wallets'

export const sendWallet = storyWallets.metaMask.name
export const usdcContract = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
/** anvil's second account, checksummed: a receiver the wallet does not hold. */
export const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function tokenIcon(symbol: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="${color}"/>` +
    `<text x="12" y="16" font-family="sans-serif" font-size="10" font-weight="700" text-anchor="middle" fill="#fff">${symbol.charAt(0)}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** What the wallet reports holding on Ethereum (wallet_getAssets): 1.2345 ETH and 2,500.5 USDC. */
export const sendAssets = {
  '0x1': [
    {
      address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      balance: numberToHex(parseEther('1.2345')),
      type: 'NATIVE',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3200, iconUrl: tokenIcon('ETH', '#627eea') },
    },
    {
      address: usdcContract,
      balance: numberToHex(parseUnits('2500.5', 6)),
      type: 'ERC20',
      metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: tokenIcon('USDC', '#2775ca') },
    },
  ],
}

export const eth = { chainId: 'eip155:1' as const }
export const usdc = { chainId: 'eip155:1' as const, address: `eip155:1:${usdcContract}` as const }

/** What the visitor has typed when the story starts. */
export interface Typed {
  token?: typeof eth | typeof usdc
  amount?: string
  receiver?: string
}

export function fill(store: PorticoStore, typed: Typed) {
  if (typed.token) store.dispatch(tokenChosen(typed.token))
  if (typed.amount !== undefined) store.dispatch(amountChanged(typed.amount))
  if (typed.receiver !== undefined) store.dispatch(receiverChanged(typed.receiver))
}

export interface SendSceneOptions {
  node?: StoryNodeOptions
  /** More of the scene (faults, theme). */
  scene?: Omit<PorticoParameters, 'wallets' | 'setup'>
  /** After the form is filled (e.g. press Send). */
  then?: (store: PorticoStore) => void
  /** What the wallet reports holding, when not `sendAssets`. */
  assets?: typeof sendAssets
  /**
   * Who sends: the MetaMask wallet (by default), or the embedded wallet signed in by email (the
   * fake frame in memory, its approvals held by its own screen until the play function answers).
   */
  sender?: 'browserWallet' | 'embeddedWallet'
  /** More of the MetaMask wallet (batches, a paymaster it takes). */
  wallet?: Partial<StoryWalletOptions>
}

/** Who signs in to the embedded wallet in the send scene. */
const embeddedSender = 'visitor@example.com'

/**
 * `address` holds `assets` in the mocks' db (reset for every story): the embedded wallet reports
 * no assets of its own, so the Blockchain API's balance call answers for it; a browser wallet
 * reports its own (ERC-7811), and the db agrees with it, so the node's simulation of what it is
 * asked (the preview on ApproveTransaction) reads what the wallet says it holds.
 */
export async function holdInMocks(address: string, assets: typeof sendAssets) {
  const { db } = await browserMocks()
  for (const asset of assets['0x1']) {
    const tokenId = caipKey(`eip155:1:${asset.address}`)
    const raw = BigInt(asset.balance).toString()
    db.balance.create({ id: balanceId(address, tokenId), account: accountKey(address), tokenId, raw })
  }
}

export function sendScene(typed: Typed = {}, options: SendSceneOptions = {}) {
  const embedded = options.sender === 'embeddedWallet'
  const assets = options.assets ?? sendAssets
  return {
    ...portico({
      ...options.scene,
      wallets: embedded ? [] : [{ ...storyWallets.metaMask, assets, ...options.wallet }],
      setup: async (store, scene) => {
        if (embedded) {
          await holdInMocks(accountsOf(embeddedSender).eoa, assets)
          await signInByEmail(store, scene, embeddedSender)
        } else {
          await holdInMocks(scene.wallet(sendWallet).demo.address, assets)
          await connectWallet(store, scene, sendWallet)
        }
        await stateWhere(store, (s) => s.portico.account.eip155?.tokenBalanceStatus === 'loaded')
        if (embedded) scene.frame!.wallet.setMode('manual')
        else scene.wallet(sendWallet).demo.setMode('manual')
        store.dispatch(openRequested())
        store.dispatch(pushed({ view: 'Send' }))
        fill(store, typed)
        options.then?.(store)
      },
    }),
    msw: storyNode(options.node),
  }
}
