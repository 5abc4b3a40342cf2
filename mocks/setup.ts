// What every runtime of the mocks shares: a seeded db, a fault registry and the handlers.
import { defaultBaseUrls, type ServiceName } from '../src/contract'
import { createMockDb, providerStates, seedDb, type MockDb } from './db'
import {
  buildHandlers,
  type AnvilForwarding,
  type HandlerOptions,
  type SolanaForwarding,
} from './handlers/buildHandlers'
import { createFaults, type Faults } from './handlers/faults'

export interface MockSetupOptions {
  /** Where the handlers listen; defaults to the public hosts, as the client does. */
  baseUrls?: Partial<Record<ServiceName, string>>
  anvil?: AnvilForwarding
  /** A local Solana chain (mocks/solana) that answers its network's JSON-RPC and balances. */
  solana?: SolanaForwarding
  db?: MockDb
  /** Answers of your own for some endpoints, by id (`blockchain.balance`); still checked against the contract. */
  overrides?: HandlerOptions['overrides']
  /** The mock server's clock in ms; the wall clock by default. Contract tests pin it to the seed's `fixtures.now`. */
  now?: HandlerOptions['now']
  /** The fake on-ramp provider's checkout page the generated provider URLs lead to (the demo serves one). */
  checkoutUrl?: string
}

export interface MockSetup {
  db: MockDb
  faults: Faults
  baseUrls: Record<ServiceName, string>
  handlers: ReturnType<typeof buildHandlers>
  /** Resets the db to a named provider state (see mocks/db states) and clears all faults. */
  useState(name: string): void
}

export function createMockSetup(options: MockSetupOptions = {}): MockSetup {
  const db = options.db ?? createMockDb()
  seedDb(db)
  const faults = createFaults()
  const baseUrls = { ...defaultBaseUrls, ...options.baseUrls }
  return {
    db,
    faults,
    baseUrls,
    handlers: buildHandlers({
      baseUrls,
      db,
      faults,
      anvil: options.anvil,
      solana: options.solana,
      overrides: options.overrides,
      now: options.now,
      checkoutUrl: options.checkoutUrl,
    }),
    useState(name) {
      const state = providerStates[name]
      if (!state)
        throw new Error(`portico mocks: unknown state "${name}"; known: ${Object.keys(providerStates).join(', ')}`)
      faults.clear()
      state(db)
    },
  }
}
