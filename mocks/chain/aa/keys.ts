// The anvil accounts the account-abstraction stack spends from. Anvil funds ten accounts from its
// well-known test mnemonic; the demo uses the first three (mocks/wallets/anvilKeys.ts), so this
// stack takes the last four, each for one job, and never races the demo for a nonce. Public test
// keys: never fund them on a real network.
import type { Hex } from 'viem'

export const aaKeys = {
  /** Sends the CREATE2 deployments anyone may send (the EntryPoint, the account factory): account 6. */
  create2Sender: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  /** Owns the verifying paymaster (its first transaction deploys it) and funds its deposit: account 7. */
  paymasterOwner: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  /** The bundler's executor, which sends the bundles and is refunded by the EntryPoint: account 8. */
  bundlerExecutor: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  /** The bundler's utility wallet, which deploys its simulation contracts at start: account 9. */
  bundlerUtility: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
} as const satisfies Record<string, Hex>
