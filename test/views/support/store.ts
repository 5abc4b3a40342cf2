// A real Portico store for view tests, without the flows: the views' requests are recorded,
// and each test moves the slices itself to set the scene.
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit'
import { porticoApi } from '../../../src/api/porticoApi'
import type { CaipNetwork } from '../../../src/contract'
import { fixtures } from '../../../mocks/db/fixtures'
import { networksConfigured } from '../../../src/features/chain/chainSlice'
import { servicesConfigured } from '../../../src/features/options/servicesSlice'
import { createPorticoReducer } from '../../../src/store/porticoReducer'
import { apiAttached } from '../../../src/store/apiAttachment'

export function viewStore() {
  const actions: UnknownAction[] = []
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction)
    return next(action)
  }
  const portico = createPorticoReducer()
  portico.attachApi(porticoApi.reducer as never)
  const store = configureStore({
    reducer: { portico: portico.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(porticoApi.middleware, record),
  })
  store.dispatch(apiAttached())
  store.dispatch(servicesConfigured({ projectId: fixtures.projectId }))
  /** The actions dispatched so far with this type. */
  const dispatched = (type: string) => actions.filter((a) => a.type === type)
  return { store, actions, dispatched }
}

export type ViewStore = ReturnType<typeof viewStore>

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

export function withNetworks(store: ViewStore['store'], networks: CaipNetwork[] = [ethereum, polygon, base], active?: CaipNetwork) {
  store.dispatch(networksConfigured({ networks, active: active?.caipNetworkId }))
}
