// The Buy stories' scene: MetaMask connected with the fixture account and Buy open; and the
// on-ramp provider of the Buy stories, delivering: the Coinbase-type provider's purchases for
// an account (the history call's `onramp` answer, which Buy reads every few seconds while the
// provider's window is open) list nothing until the play function says the purchase arrived,
// then list it as the server shapes the provider's purchases (operation "buy", from the
// provider's name, its own status words). Every other history call goes on to the mocks.
import { http, HttpResponse } from 'msw'
import { blockchainContract } from '../src/contract/blockchain'
import { routePath } from '../src/contract'
import type { CaipNetworkId, Transaction } from '../src/contract/entities'
import { expect, waitFor } from 'storybook/test'
import { fixtures } from '../mocks/db'
import { openRequested } from '../src/features/modal/actions'
import { browserMocks, portico, type PorticoParameters } from './portico'
import { connectWallet } from './scenes'
import { inView } from './shadow'
import { storyWallets } from './wallets'
import { sceneStep } from '../test/support/waits'

const wallet = { ...storyWallets.metaMask, account: fixtures.account }

/** MetaMask connected with the fixture account, then the modal opened on Buy. */
export const onrampScene = (scene: PorticoParameters = {}) =>
  portico({
    wallets: [wallet],
    ...scene,
    setup: async (store, s) => {
      await connectWallet(store, s, wallet.name)
      store.dispatch(openRequested({ view: 'OnRamp' }))
    },
  })

export const buyView = () => inView('OnRamp')

/**
 * The Buy view once its quote shows what the visitor receives: as long a wait as a scene's (a
 * file's first story quotes with the lazy parts cold; under a full run 3 s was not enough).
 */
export async function quoted() {
  const view = await buyView()
  await waitFor(() => expect(view.getByText(/^[\d.]+ ETH$/)).toBeInTheDocument(), sceneStep)
  return view
}

export interface Delivery {
  /** The account the provider's page delivered to. */
  account: string
  network: CaipNetworkId
  /** What arrived, as a decimal string in the coin. */
  amount: string
  symbol: string
}

/** The provider's status word for a purchase it completed. */
const delivered = 'ONRAMP_TRANSACTION_STATUS_SUCCESS'

/** The purchase as the provider lists it. */
const purchaseOf = ({ account, network, amount, symbol }: Delivery): Transaction => ({
  id: 'story-purchase',
  metadata: {
    operationType: 'buy',
    hash: `0x${'ab'.repeat(32)}`,
    minedAt: new Date().toISOString(),
    sentFrom: 'Coinbase',
    sentTo: account,
    status: delivered,
    nonce: 1,
    application: null,
    chain: network,
  },
  transfers: [
    {
      fungible_info: { name: symbol, symbol, icon: null },
      nft_info: null,
      direction: 'in',
      quantity: { numeric: amount },
      value: null,
      price: null,
    },
  ],
})

/** The provider delivers: from now until the story ends, its purchases for the account list this one. */
export async function providerDelivers(delivery: Delivery) {
  const { worker, baseUrls } = await browserMocks()
  const url = baseUrls.blockchain.replace(/\/+$/, '') + routePath(blockchainContract.history.path)
  worker.use(
    http.get(url, ({ request, params }) => {
      const asked = new URL(request.url).searchParams
      const forThem = String(params.account).toLowerCase() === delivery.account.toLowerCase()
      if (asked.get('onramp') !== 'coinbase' || asked.get('chainId') !== delivery.network || !forThem) return undefined
      return HttpResponse.json({ data: [purchaseOf(delivery)], next: null })
    }),
  )
}
