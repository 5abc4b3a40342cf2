// The Connect list's builder fed by hand (features/connection/connectList.ts): its inputs with
// nothing in them, and the page's wallets and directory entries a test lists.
import type { WalletDirectoryEntry } from '../../src/contract'
import type { ConnectListInputs } from '../../src/features/connection/connectList'
import type { ConnectorInfo } from '../../src/features/connection/connectorsSlice'

/** The builder's inputs, empty on a desktop page, but for `over`. */
export const connectListInputs = (over: Partial<ConnectListInputs> = {}): ConnectListInputs => ({
  connectors: [],
  recent: [],
  featured: [],
  recommended: [],
  custom: [],
  excluded: [],
  included: [],
  order: [],
  isMobile: false,
  connectedViaWalletConnect: false,
  ...over,
})

/** A wallet announced by EIP-6963. */
export const announced = (rdns: string, name: string): ConnectorInfo => ({
  id: `announced:${rdns}`,
  type: 'ANNOUNCED',
  name,
  chain: 'eip155',
  rdns,
  installed: true,
})

/** A directory entry with no links. */
export const entry = (id: string, name: string, rdns: string | null = null): WalletDirectoryEntry => ({
  id,
  name,
  rdns,
  image_id: `img-${id}`,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
})
