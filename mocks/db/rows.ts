// The mock database's type, written out: what each model's records hold, and what a model
// answers. Inferred from @mswjs/data's factory instead, our declarations named the library's
// internal files (`@mswjs/data/lib/nullable`), which a host's TypeScript under `nodenext` cannot
// resolve, and brought in the library's own declarations, which do not check against msw 3. The
// models (models.ts) are checked against these rows, and the factory's database against MockDb.

/** A stored record of each model, as queries return it. */
export interface Rows {
  /** A wallet of the directory; `rank` is its place in the directory's default order. */
  wallet: {
    id: string
    rank: number
    name: string
    image_id: string
    rdns: string | null
    chains: string[]
    mobile_link: string | null
    desktop_link: string | null
    webapp_link: string | null
    /** The wallet's universal link (iOS) and app link (Android) beside its scheme; null: none. */
    link_mode: string | null
    homepage: string | null
    app_store: string | null
    play_store: string | null
    chrome_store: string | null
    badge_type: 'none' | 'certified'
  }
  /** A network: what supported-chains lists and what JSON-RPC answers for it. */
  chain: {
    caipNetworkId: string
    namespace: string
    reference: string
    name: string
    nativeName: string
    nativeSymbol: string
    nativeDecimals: number
    blockNumber: number
    /** Wei, as a decimal string (gas prices outgrow nothing, but keep one money type). */
    gasPriceWei: string
    servedOverHttp: boolean
    servedOverWs: boolean
  }
  /** A token on a network; `id` is its CAIP address with an EVM address lowercased. */
  token: {
    id: string
    /** The CAIP address as shown (EVM checksum case). */
    caipAddress: string
    chainId: string
    /** Contract address or mint; the namespace's native address for the native currency. */
    contract: string
    isNative: boolean
    name: string
    symbol: string
    decimals: number
    priceUsd: number
    iconUrl: string
    swappable: boolean
    eip2612: boolean
  }
  /** What an account holds of a token, in base units (wei, lamports) as a decimal string. */
  balance: {
    id: string
    account: string
    tokenId: string
    raw: string
  }
  /** A transaction of an account's history; its transfers are `transfer` rows. */
  transaction: {
    id: string
    account: string
    chain: string
    minedAt: string
    operationType: string
    status: 'confirmed' | 'failed' | 'pending'
    sentFrom: string
    sentTo: string
    hash: string
  }
  transfer: {
    id: string
    transactionId: string
    position: number
    direction: 'in' | 'out' | 'self'
    numeric: string
    kind: 'fungible' | 'nft'
    name: string
    symbol: string | null
    iconUrl: string | null
    isSpam: boolean
    previewUrl: string | null
    value: number | null
    price: number | null
  }
  /** A registered account name (ENS-style), e.g. `portico-demo.reown.id`. */
  accountName: {
    name: string
    /** The address as registered, and its normal form for lookups. */
    address: string
    owner: string
    coinType: number
    registeredAt: string
    updatedAt: string
    avatar: string | null
    bio: string | null
  }
  /** How much of a token the swap router may spend for a user (CAIP ids, normalised). */
  allowance: {
    id: string
    userAddress: string
    tokenAddress: string
    amount: string
  }
  /** A currency the on-ramp sells. */
  onrampAsset: {
    id: string
    rank: number
    name: string
    symbol: string
  }
  /** A network an on-ramp asset is delivered on. */
  onrampNetwork: {
    id: string
    assetId: string
    rank: number
    name: string
    display_name: string
    chain_id: string
    contract_address: string
    caipNetworkId: string
  }
  /** The limits of one payment method in one fiat currency, as decimal strings. */
  paymentLimit: {
    id: string
    currency: string
    rank: number
    method: string
    min: string
    max: string
  }
  /**
   * A smart-session permission (ERC-7715) the server keeps for an account; `account` is the
   * CAIP-10 id normalised (keys.ts). Permissions and policies are JSON, as they vary by type.
   */
  smartSession: {
    pci: string
    account: string
    projectId: string
    projectName: string
    expiry: number
    createdAt: number
    permissions: string
    policies: string
    context: string | null
    revokedAt: number | null
  }
  /** A project's configuration; the row `*` serves every project id not listed. */
  project: {
    projectId: string
    allowedOrigins: string[]
    isAnalyticsEnabled: boolean
    isValid: boolean
  }
  /** An analytics event the mock received, for tests to read back. */
  receivedEvent: {
    id: string
    sequence: number
    projectId: string | null
    kind: 'track' | 'error'
    /** The event name, or the error type of error telemetry. */
    name: string
    eventId: string
    address: string | null
    timestamp: number
    /** The whole body as JSON, since props differ between events. */
    body: string
  }
}

export type ModelName = keyof Rows
/** A stored record of a model, as queries return it. */
export type Row<M extends ModelName> = Rows[M]

/** The comparisons a query offers on a field of type `V` (on an array field: on its items). */
export type FieldQuery<V> = V extends readonly (infer Item)[]
  ? FieldQuery<Item>
  : V extends string
    ? Partial<Comparisons<string> & { contains: string; notContains: string }>
    : V extends number
      ? Partial<Comparisons<number> & { between: [number, number]; notBetween: [number, number] }>
      : V extends boolean
        ? Partial<{ equals: boolean; notEquals: boolean }>
        : never

interface Comparisons<V> {
  equals: V
  notEquals: V
  gt: V
  gte: V
  lt: V
  lte: V
  in: V[]
  notIn: V[]
}

/** Which records a query is about: every field given must match (`{}`: all of them). */
export type Where<R> = { [K in keyof R]?: FieldQuery<R[K]> }
/** One field to sort by; a list sorts by the first, then the next. */
export type OrderBy<R> = { [K in keyof R]: { [F in K]: 'asc' | 'desc' } }[keyof R]

export interface Query<R> {
  where: Where<R>
  /** Throw when no record matches, instead of answering null. */
  strict?: boolean
}
/** What a query of one record answers: the record, or null unless the query is strict. */
type Found<Q extends { strict?: boolean }, T> = Q['strict'] extends true ? T : T | null

/** What a model answers: @mswjs/data's model API, less its handler and GraphQL generators. */
export interface ModelApi<R> {
  /** Stores a record; fields not given take the model's initial values. */
  create(initial?: Partial<R>): R
  count(query?: Query<R>): number
  findFirst<Q extends Query<R>>(query: Q): Found<Q, R>
  findMany(query: Partial<Query<R>> & { orderBy?: OrderBy<R> | OrderBy<R>[]; take?: number; skip?: number }): R[]
  getAll(): R[]
  update<Q extends Query<R> & { data: Partial<R> }>(query: Q): Found<Q, R>
  updateMany<Q extends Query<R> & { data: Partial<R> }>(query: Q): Found<Q, R[]>
  delete<Q extends Query<R>>(query: Q): Found<Q, R>
  deleteMany<Q extends Query<R>>(query: Q): Found<Q, R[]>
}

/** The mock database: a model API per kind of record the mocked services keep. */
export type MockDb = { [M in ModelName]: ModelApi<Rows[M]> }
