// The mock database: one @mswjs/data model per kind of record the mocked services keep.
// Rows are flat (the library stores primitives and arrays of primitives); resolvers shape
// them into the contract's answers. Every value is given by the seed, so the getters below
// only declare types: a row created without its primary key fails loudly.
import { factory, nullable, primaryKey } from '@mswjs/data'

const text = () => ''
const number = () => 0
const flag = () => false
const texts = () => [] as string[]
const nullableText = () => nullable<string>(() => null)
const nullableNumber = () => nullable<number>(() => null)

const models = {
  /** A wallet of the directory; `rank` is its place in the directory's default order. */
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
    homepage: nullableText(),
    app_store: nullableText(),
    play_store: nullableText(),
    chrome_store: nullableText(),
    badge_type: () => 'none' as 'none' | 'certified',
  },
  /** A network: what supported-chains lists and what JSON-RPC answers for it. */
  chain: {
    caipNetworkId: primaryKey(String),
    namespace: text,
    reference: text,
    name: text,
    nativeName: text,
    nativeSymbol: text,
    nativeDecimals: number,
    blockNumber: number,
    /** Wei, as a decimal string (gas prices outgrow nothing, but keep one money type). */
    gasPriceWei: text,
    servedOverHttp: flag,
    servedOverWs: flag,
  },
  /** A token on a network; `id` is its CAIP address with an EVM address lowercased. */
  token: {
    id: primaryKey(String),
    /** The CAIP address as shown (EVM checksum case). */
    caipAddress: text,
    chainId: text,
    /** Contract address or mint; the namespace's native address for the native currency. */
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
  /** What an account holds of a token, in base units (wei, lamports) as a decimal string. */
  balance: {
    id: primaryKey(String),
    account: text,
    tokenId: text,
    raw: text,
  },
  /** A transaction of an account's history; its transfers are `transfer` rows. */
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
  /** A registered account name (ENS-style), e.g. `portico-demo.reown.id`. */
  accountName: {
    name: primaryKey(String),
    /** The address as registered, and its normal form for lookups. */
    address: text,
    owner: text,
    coinType: number,
    registeredAt: text,
    updatedAt: text,
    avatar: nullableText(),
    bio: nullableText(),
  },
  /** How much of a token the swap router may spend for a user (CAIP ids, normalised). */
  allowance: {
    id: primaryKey(String),
    userAddress: text,
    tokenAddress: text,
    amount: text,
  },
  /** A currency the on-ramp sells. */
  onrampAsset: {
    id: primaryKey(String),
    rank: number,
    name: text,
    symbol: text,
  },
  /** A network an on-ramp asset is delivered on. */
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
  /** The limits of one payment method in one fiat currency, as decimal strings. */
  paymentLimit: {
    id: primaryKey(String),
    currency: text,
    rank: number,
    method: text,
    min: text,
    max: text,
  },
  /**
   * A smart-session permission (ERC-7715) the server keeps for an account; `account` is the
   * CAIP-10 id normalised (keys.ts). Permissions and policies are JSON, as they vary by type.
   */
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
  /** A project's configuration; the row `*` serves every project id not listed. */
  project: {
    projectId: primaryKey(String),
    allowedOrigins: texts,
    isAnalyticsEnabled: flag,
    isValid: flag,
  },
  /** An analytics event the mock received, for tests to read back. */
  receivedEvent: {
    id: primaryKey(String),
    sequence: number,
    projectId: nullableText(),
    kind: () => 'track' as 'track' | 'error',
    /** The event name, or the error type of error telemetry. */
    name: text,
    eventId: text,
    address: nullableText(),
    timestamp: number,
    /** The whole body as JSON, since props differ between events. */
    body: text,
  },
}

function createFactory() {
  return factory(models)
}

export type MockDb = ReturnType<typeof createFactory>
export type ModelName = keyof typeof models
/** A stored record of a model, as queries return it. */
export type Row<M extends ModelName> = ReturnType<MockDb[M]['getAll']>[number]

/** A fresh, empty database; each one is independent of every other. */
export function createMockDb(): MockDb {
  const db = createFactory()
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
