// The views' scene: a real Portico store without the flows (harness/porticoHarness.ts): the
// views' requests are recorded, and each test moves the slices itself to set the scene.
import type { CaipNetwork } from '../../../src/contract'
import { fixtures } from '../../../mocks/db/fixtures'
import { networksConfigured } from '../../../src/features/chain/chainSlice'
import { createHarness } from '../../../harness/porticoHarness'
import { opened } from '../../../src/features/modal/modalSlice'
import { accountConnected } from '../../../src/features/account/accountSlice'

const network = (id: number, name: string, symbol = 'ETH'): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name, symbol, decimals: 18 },
  rpcUrls: { default: { http: [`https://rpc.example/${id}`] } },
})

export const ethereum = network(1, 'Ethereum')
export const polygon = network(137, 'Polygon', 'POL')
export const base = network(8453, 'Base')

export function viewStore() {
  return createHarness({ config: { projectId: fixtures.projectId, networks: [ethereum] }, flows: false })
}

export type ViewStore = ReturnType<typeof viewStore>

/** A view store with the three networks and the modal open (on Connect, the opening rule's view). */
export function openModalStore() {
  const setup = viewStore()
  withNetworks(setup.store)
  setup.store.dispatch(opened())
  return setup
}

export function withNetworks(
  store: ViewStore['store'],
  networks: CaipNetwork[] = [ethereum, polygon, base],
  active?: CaipNetwork,
) {
  store.dispatch(networksConfigured({ networks, active: active?.caipNetworkId }))
}

/** Ethereum the only network, and fixtures.account connected on it through MetaMask, as the views see it. */
export function connectedOnEthereum(store: ViewStore['store']) {
  withNetworks(store, [ethereum], ethereum)
  store.dispatch(
    accountConnected({
      namespace: 'eip155',
      caipAddress: `eip155:1:${fixtures.account}`,
      wallet: { name: 'MetaMask', type: 'ANNOUNCED' },
    }),
  )
}
