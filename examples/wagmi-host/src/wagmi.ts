// The app's wagmi config: its chain and transport as any wagmi app has them, and Portico as its
// connector. Portico lists the page's wallets itself (EIP-6963), so wagmi's own discovery is off:
// every wallet comes through Portico's modal. Portico keeps several wallets at once, and wagmi
// follows them: one wagmi connection per wallet, and either side's switch moves the other.
import { createConfig, http } from 'wagmi'
import { anvil } from 'wagmi/chains'
import { followPorticoConnections, porticoConnector } from 'portico/wagmi'
import { anvilUrl, portico } from './portico'

const chain = { ...anvil, rpcUrls: { default: { http: [anvilUrl] } } } as const

export const wagmiConfig = createConfig({
  chains: [chain],
  connectors: [porticoConnector({ store: portico })],
  transports: { [chain.id]: http(anvilUrl) },
  multiInjectedProviderDiscovery: false,
})
followPorticoConnections(wagmiConfig)

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
