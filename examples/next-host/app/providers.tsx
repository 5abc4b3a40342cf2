'use client'
// The README's Next.js snippet: the provider in a client component of the app's own.
import type { ReactNode } from 'react'
import { PorticoProvider, mainnet, polygon } from 'portico'

// Where Portico's services are: the mock server's when the build names one (the package test
// runs `portico-mock-server`), the public hosts otherwise.
const mocks = process.env.NEXT_PUBLIC_PORTICO_MOCKS

export const config = {
  projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7',
  networks: [mainnet, polygon],
  metadata: { name: 'Portico on Next.js', description: 'Example host', url: 'http://127.0.0.1', icons: [] },
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

export function Providers({ children }: { children: ReactNode }) {
  return <PorticoProvider config={config}>{children}</PorticoProvider>
}
