// The README's quick example, in a Vite app. The services' base URL comes from the build
// (VITE_PORTICO_MOCKS: the package test points it at a mock server), the public hosts otherwise.
import { ConnectButton, PorticoProvider, usePorticoAccount, mainnet, polygon, type PorticoConfig } from 'portico'

const mocks: string | undefined = import.meta.env.VITE_PORTICO_MOCKS

const config: PorticoConfig = {
  projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7',
  networks: [mainnet, polygon],
  themeMode: 'light',
  themeVariables: { '--portico-color-accent': '#7b3fe4' },
  ...(mocks
    ? {
        baseUrls: {
          blockchain: `${mocks}/blockchain`,
          directory: `${mocks}/directory`,
          analytics: `${mocks}/analytics`,
        },
      }
    : {}),
}

function Address() {
  const { address, isConnected } = usePorticoAccount()
  return <p>{isConnected ? address : 'Not connected'}</p>
}

export function App() {
  return (
    <PorticoProvider config={config}>
      <ConnectButton />
      <Address />
    </PorticoProvider>
  )
}
