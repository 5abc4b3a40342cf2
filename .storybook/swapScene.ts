// The scene of the Swap stories that reach the wallet: MetaMask with its own key, so it signs what
// it is asked (a watched account cannot), reporting the send scene's ETH and USDC on Ethereum
// (ERC-7811), connected the real way and its balances listed; then its requests are held until
// the play function answers them, and Swap is open. The story's node (storyNode) takes what the
// wallet sends, and its chain mines it when the story says so.
import { numberToHex } from 'viem'
import { openRequested } from '../src/features/modal/actions'
import { portico, type PorticoParameters } from './portico'
import { connectWallet, stateWhere } from './scenes'
import { holdInMocks, sendAssets, sendWallet } from './sendScene'
import { storyNode, storyNodeFee, type StoryNodeOptions } from './storyNode'
import { storyWallets, type StoryWalletOptions } from './wallets'

/** The wallet that swaps: the send scene's. */
export const swapWallet = sendWallet

export const signingSwapScene = (
  node: StoryNodeOptions = {},
  wallet: Partial<StoryWalletOptions> = {},
  config: PorticoParameters['config'] = {},
) => ({
  ...portico({
    config,
    wallets: [{ ...storyWallets.metaMask, assets: sendAssets, ...wallet }],
    setup: async (store, scene) => {
      await holdInMocks(scene.wallet(swapWallet).demo.address, (wallet.assets as typeof sendAssets) ?? sendAssets)
      await connectWallet(store, scene, swapWallet)
      await stateWhere(store, (s) => s.portico.account.eip155?.tokenBalanceStatus === 'loaded')
      scene.wallet(swapWallet).demo.setMode('manual')
      store.dispatch(openRequested({ view: 'Swap' }))
    },
  }),
  msw: storyNode(node),
})

/**
 * What the wallet holds once a swap of `paid` wei of ETH for `received` USDC base units is mined:
 * the ETH less, with the fee the story node charged, and the USDC more.
 */
export function heldAfterSwap(paid: bigint, received: bigint) {
  return {
    '0x1': sendAssets['0x1'].map((asset) => {
      const change = asset.type === 'NATIVE' ? -paid - storyNodeFee : received
      return { ...asset, balance: numberToHex(BigInt(asset.balance) + change) }
    }),
  }
}
