// The default data: every model filled from fixed inputs and seeded random sources, so two
// seeds are equal and a fixture named in a test is always there.
import { seedAllowances, seedBalances } from './balances'
import { seedChains } from './chains'
import { seedHistory } from './history'
import type { MockDb } from './models'
import { seedNames } from './names'
import { seedOnramp } from './onramp'
import { seedProjects } from './projects'
import { seedSessions } from './sessions'
import { seedTokens } from './tokens'
import { defaultWalletCount, seedWallets } from './wallets'

export interface SeedOptions {
  /** How many directory wallets, the well-known ones included (default 600). */
  walletCount?: number
}

/** Clears `db`, then writes the default data into it. */
export function seedDb(db: MockDb, options: SeedOptions = {}): void {
  // What @mswjs/data's drop does, over our type of the db (rows.ts).
  const models: { deleteMany(query: { where: object }): unknown }[] = Object.values(db)
  for (const model of models) model.deleteMany({ where: {} })
  // Tokens before balances and history, which read them.
  seedChains(db)
  seedTokens(db)
  seedBalances(db)
  seedAllowances(db)
  seedHistory(db)
  seedNames(db)
  seedOnramp(db)
  seedProjects(db)
  seedSessions(db)
  seedWallets(db, options.walletCount ?? defaultWalletCount)
}
