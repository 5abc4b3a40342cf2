// The mock database: one @mswjs/data model per kind of record the mocked services keep, each
// checked against its row (rows.ts, where the fields are described). Rows are flat (the
// library stores primitives and arrays of primitives); resolvers shape them into the
// contract's answers. Every value is given by the seed, so the getters below only declare
// types: a row created without its primary key fails loudly.
import { factory, nullable, primaryKey } from '@mswjs/data'
import type { MockDb, ModelName, Rows } from './rows'

export type { FieldQuery, MockDb, ModelApi, ModelName, OrderBy, Query, Row, Rows, Where } from './rows'

const text = () => ''
const number = () => 0
const flag = () => false
const texts = () => [] as string[]
const nullableText = () => nullable<string>(() => null)
const nullableNumber = () => nullable<number>(() => null)

/**
 * How a model declares a row's field: a getter of its type, the primary key's, or a nullable
 * one's (@mswjs/data's PrimaryKey and NullableProperty, by what they hold).
 */
type Field<V> = null extends V ? { getValue: () => V } : (() => V) | { getPrimaryKeyValue: () => V }
type Definition<R> = { [K in keyof R]: Field<R[K]> }

const models = {
  wallet: {
    id: primaryKey(String),
    rank: number,
    name: text,
    image_id: text,
    rdns: nullableText(),
    chains: texts,
    mobile_link: nullableText(),
    desktop_link: nullableText(),
    webapp_link: nullableText(),
    link_mode: nullableText(),
    homepage: nullableText(),
    app_store: nullableText(),
    play_store: nullableText(),
    chrome_store: nullableText(),
    badge_type: () => 'none' as 'none' | 'certified',
  },
  chain: {
    caipNetworkId: primaryKey(String),
    namespace: text,
    reference: text,
    name: text,
    nativeName: text,
    nativeSymbol: text,
    nativeDecimals: number,
    blockNumber: number,
    gasPriceWei: text,
    servedOverHttp: flag,
    servedOverWs: flag,
  },
  token: {
    id: primaryKey(String),
    caipAddress: text,
    chainId: text,
    contract: text,
    isNative: flag,
    name: text,
    symbol: text,
    decimals: number,
    priceUsd: number,
    iconUrl: text,
    swappable: flag,
    eip2612: flag,
  },
  balance: {
    id: primaryKey(String),
    account: text,
    tokenId: text,
    raw: text,
  },
  transaction: {
    id: primaryKey(String),
    account: text,
    chain: text,
    minedAt: text,
    operationType: text,
    status: () => 'confirmed' as 'confirmed' | 'failed' | 'pending',
    sentFrom: text,
    sentTo: text,
    hash: text,
  },
  transfer: {
    id: primaryKey(String),
    transactionId: text,
    position: number,
    direction: () => 'in' as 'in' | 'out' | 'self',
    numeric: text,
    kind: () => 'fungible' as 'fungible' | 'nft',
    name: text,
    symbol: nullableText(),
    iconUrl: nullableText(),
    isSpam: flag,
    previewUrl: nullableText(),
    value: nullableNumber(),
    price: nullableNumber(),
  },
  accountName: {
    name: primaryKey(String),
    address: text,
    owner: text,
    coinType: number,
    registeredAt: text,
    updatedAt: text,
    avatar: nullableText(),
    bio: nullableText(),
  },
  allowance: {
    id: primaryKey(String),
    userAddress: text,
    tokenAddress: text,
    amount: text,
  },
  onrampAsset: {
    id: primaryKey(String),
    rank: number,
    name: text,
    symbol: text,
  },
  onrampNetwork: {
    id: primaryKey(String),
    assetId: text,
    rank: number,
    name: text,
    display_name: text,
    chain_id: text,
    contract_address: text,
    caipNetworkId: text,
  },
  paymentLimit: {
    id: primaryKey(String),
    currency: text,
    rank: number,
    method: text,
    min: text,
    max: text,
  },
  smartSession: {
    pci: primaryKey(String),
    account: text,
    projectId: text,
    projectName: text,
    expiry: number,
    createdAt: number,
    permissions: text,
    policies: text,
    context: nullableText(),
    revokedAt: nullableNumber(),
  },
  project: {
    projectId: primaryKey(String),
    allowedOrigins: texts,
    isAnalyticsEnabled: flag,
    isValid: flag,
  },
  receivedEvent: {
    id: primaryKey(String),
    sequence: number,
    projectId: nullableText(),
    kind: () => 'track' as 'track' | 'error',
    name: text,
    eventId: text,
    address: nullableText(),
    timestamp: number,
    body: text,
  },
} satisfies { [M in ModelName]: Definition<Rows[M]> }

/** A fresh, empty database; each one is independent of every other. */
export function createMockDb(): MockDb {
  const db: MockDb = factory(models)
  // In a browser @mswjs/data mirrors every write to other tabs over a BroadcastChannel. A
  // mock db must stay private to its page (two Storybook tabs in different provider
  // states), and seeding would post thousands of messages, so the mirror is switched off.
  muteSync(db)
  return db
}

/**
 * Found by shape rather than by the library's DATABASE_INSTANCE symbol: a bundler that
 * pre-bundles `@mswjs/data` and a deep import of it separately would hold two different
 * symbols, and the mirror would silently stay on.
 */
function muteSync(db: MockDb): void {
  for (const key of Object.getOwnPropertySymbols(db)) {
    const instance: unknown = (db as unknown as Record<symbol, unknown>)[key]
    if (instance && typeof instance === 'object' && 'events' in instance) {
      ;(instance.events as { removeAllListeners(): void }).removeAllListeners()
    }
  }
}
