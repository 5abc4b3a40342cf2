// The dependencies Vite pre-bundles before a page asks for them, for the demo and Storybook
// alike. One first met in a lazily loaded chunk (the api's zod, the mocks' msw, the fake frame's
// Solana keys) makes Vite re-optimize mid-run and reload the page under a visitor or a test
// (a story test's iframe then never becomes ready).

/** Portico's own and its mocks'. */
export const porticoDependencies = [
  'zod',
  'zod/mini',
  'viem',
  'viem/siwe',
  'msw',
  'msw/browser',
  '@mswjs/data',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  // The first load takes combineReducers from redux itself (src/store/toolkit.ts).
  'redux',
]

/** The mock wallets' key libraries: the Solana accounts of the fake frame and of the WalletConnect wallet. */
export const mockWalletDependencies = ['@noble/curves/ed25519', '@scure/base']

/** The WalletConnect wallet's SDK (the demo's wallet page). */
export const walletConnectWalletDependencies = ['@reown/walletkit', '@walletconnect/core', '@walletconnect/utils']
