// Every entry of the installed package as a TypeScript host under `nodenext` imports it (the
// package test compiles this and requires.cjs with tsconfig.json: strict,
// exactOptionalPropertyTypes, skipLibCheck off), each used as its README shows.
import { createPorticoStore, mainnet, type PorticoConfig } from 'portico'
import { blockchainApi, porticoApi } from 'portico/api'
import { PorticoHeadlessProvider, useConnectWallets, type PorticoWallet } from 'portico/headless'
import { createNodeMocks, fixtures, stateNames, type MockDb } from 'portico/mocks'
import { startBrowserMocks } from 'portico/mocks/browser'
import { createPorticoProvider, usePorticoPublicClient, usePorticoWalletClient } from 'portico/viem'
import { porticoConnector } from 'portico/wagmi'
import { createConfig, http } from 'wagmi'
import { mainnet as wagmiMainnet } from 'wagmi/chains'
import type { Address, EIP1193Provider, PublicClient } from 'viem'

const config: PorticoConfig = { projectId: fixtures.projectId, networks: [mainnet] }
export const store = createPorticoStore(config, { api: porticoApi })
export const balance = blockchainApi.endpoints.balance.initiate({
  params: { address: fixtures.account },
  query: { currency: 'usd', chainId: fixtures.chainId },
})

const mocks = createNodeMocks()
mocks.useState(stateNames.defaultData)
const db: MockDb = mocks.db
export const usdc = db.token.findFirst({ where: { symbol: { equals: 'USDC' } } })
export const inBrowser: typeof startBrowserMocks = startBrowserMocks
export const headless: [typeof PorticoHeadlessProvider, typeof useConnectWallets] = [
  PorticoHeadlessProvider,
  useConnectWallets,
]
export const walletName = (wallet: PorticoWallet): string => wallet.name

// portico/wagmi and portico/viem: a wagmi config with Portico's connector on the store above, and
// the viem types a host reads (an eip155 address is viem's Address, the provider viem's).
export const wagmiConfig = createConfig({
  chains: [wagmiMainnet],
  connectors: [porticoConnector({ store })],
  transports: { [wagmiMainnet.id]: http() },
})
export const provider: EIP1193Provider = createPorticoProvider({ store, instance: store.portico })
export const clients: [() => PublicClient | undefined, typeof usePorticoWalletClient] = [
  usePorticoPublicClient,
  usePorticoWalletClient,
]
export const accountOf = (account: { address: Address }): Address => account.address
