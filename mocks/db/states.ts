// Provider states: named data set-ups that Pact provider verification and tests ask for.
// Each resets to the default seed, then adjusts, so states never leak into one another.
import { fixtures } from './fixtures'
import { addRecentSpam } from './history'
import { addManyTokens } from './manyTokens'
import { accountKey, caipKey } from './keys'
import type { MockDb } from './models'
import { fullName } from './names'
import { seedDb } from './seed'
import { addLiveSessions } from './sessions'

export const stateNames = {
  defaultData: 'the default data',
  accountWithTokens: 'an account with tokens',
  accountWithManyTokens: 'an account with many tokens',
  accountWithEmptyHistory: 'an account with an empty history',
  accountWithSpam: 'an account with spam in its history',
  registeredName: 'a registered name',
  noRegisteredName: 'no registered name',
  activeNetworkNotSupported: 'the active network is not supported',
  manyWallets: 'a wallet directory of many wallets',
  noSessions: 'no smart sessions',
  sessionsOfEveryStanding: 'smart sessions of every standing',
} as const

export type StateName = (typeof stateNames)[keyof typeof stateNames]

/** The wallet count of "a wallet directory of many wallets": past two pages of search (100). */
export const manyWalletCount = 1500

function deleteHistory(db: MockDb, account: string): void {
  const transactions = db.transaction.findMany({ where: { account: { equals: accountKey(account) } } })
  const ids = transactions.map((t) => t.id)
  if (ids.length === 0) return
  db.transfer.deleteMany({ where: { transactionId: { in: ids } } })
  db.transaction.deleteMany({ where: { id: { in: ids } } })
}

type StateSetup = (db: MockDb) => void

/** Keyed by string for Pact's `stateHandlers`; `satisfies` keeps every name of `stateNames` covered. */
export const providerStates: Record<string, StateSetup> = {
  [stateNames.defaultData]: (db) => seedDb(db),
  // The seed already gives `fixtures.account` tokens on several chains (and a zero-decimals one).
  [stateNames.accountWithTokens]: (db) => seedDb(db),
  [stateNames.accountWithManyTokens]: (db) => {
    seedDb(db)
    addManyTokens(db)
  },
  // `fixtures.emptyAccount` has none anyway; `fixtures.account` loses its history too, so a
  // consumer may name either account.
  [stateNames.accountWithEmptyHistory]: (db) => {
    seedDb(db)
    deleteHistory(db, fixtures.account)
  },
  [stateNames.accountWithSpam]: (db) => {
    seedDb(db)
    addRecentSpam(db, fixtures.account)
  },
  [stateNames.registeredName]: (db) => seedDb(db),
  [stateNames.noRegisteredName]: (db) => {
    seedDb(db)
    const names = [fixtures.registeredName, fixtures.unregisteredName].map(fullName)
    db.accountName.deleteMany({ where: { name: { in: names } } })
    db.accountName.deleteMany({ where: { owner: { in: [fixtures.account, fixtures.emptyAccount].map(accountKey) } } })
  },
  // Ethereum mainnet drops out of supported-chains; the rest of the data stays.
  [stateNames.activeNetworkNotSupported]: (db) => {
    seedDb(db)
    db.chain.update({
      where: { caipNetworkId: { equals: fixtures.chainId } },
      data: { servedOverHttp: false, servedOverWs: false },
    })
  },
  [stateNames.manyWallets]: (db) => seedDb(db, { walletCount: manyWalletCount }),
  [stateNames.noSessions]: (db) => {
    seedDb(db)
    db.smartSession.deleteMany({ where: { account: { equals: caipKey(fixtures.caipAccount) } } })
  },
  // Beside the seed's expired and revoked ones: an active one and one never activated.
  [stateNames.sessionsOfEveryStanding]: (db) => {
    seedDb(db)
    addLiveSessions(db)
  },
} satisfies Record<StateName, StateSetup>
