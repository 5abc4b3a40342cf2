// Real answers, written by hand. Every answer below is what the Blockchain API server serializes
// (public repo reown-com/blockchain-api; the file and serde struct are named on each row), or, for
// the wallet directory and analytics, which have no public server, what the public client
// (reown-com/appkit) declares. Nothing here is derived from the mocks or imports them: the mocks
// may change with the table, these examples change only when the server does.
//
// Serde rules these examples follow:
// - an `Option` without `skip_serializing_if` is sent as `null` with its key present;
// - `skip_serializing_if` fields (balance `chainId`, `address`, `value`) are absent, never null;
// - structs without `rename_all` keep snake_case keys (history transfers, name records).

/** An answer every contract entry must read whole. */
export interface AnswerRow {
  /** `service.name`, as in `contractEntries()` ids. */
  endpoint: string
  /** Server file and serde struct (or the public client's declared type) the answer follows. */
  source: string
  case: string
  /** The JSON body as sent; `null` for an empty body (the client reads an empty body as null). */
  answer: unknown
  /** List entries the client cannot read, by design of the case; 0 when absent. */
  drops?: number
}

/** An argument of a generated endpoint: the parts `argSchemaOf(entry)` checks. */
export interface RequestArg {
  params?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

/** A request the server refuses (or silently mishandles), so the contract must refuse it. */
export interface BadRequestRow {
  endpoint: string
  source: string
  case: string
  /** The server fact that makes the request bad. */
  fact: string
  request: RequestArg
}

/** A request in the client's real shape that the server accepts, so the contract must too. */
export interface GoodRequestRow {
  endpoint: string
  source: string
  case: string
  request: RequestArg
}

/** Entries without an answer row, and why. */
export const exemptFromAnswers: { endpoint: string; reason: string }[] = [
  {
    endpoint: 'directory.getWalletImage',
    reason: 'binary image (the client reads a Blob and never parses it as JSON)',
  },
  { endpoint: 'directory.getAssetImage', reason: 'binary image (the client reads a Blob and never parses it as JSON)' },
  {
    endpoint: 'directory.getCurrencyImage',
    reason: 'binary image (the client reads a Blob and never parses it as JSON)',
  },
  { endpoint: 'directory.getTokenImage', reason: 'binary image (the client reads a Blob and never parses it as JSON)' },
]

// Shared values, all real-looking: Vitalik's address, mainnet USDC, the 1inch v6 router.
const vitalik = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const usdcLower = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const router = '0x111111125421ca6dc452d289314280a0f8842a65'
const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const solanaWallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const solanaUsdcMint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const wrappedSol = 'So11111111111111111111111111111111111111111'
const owner = '0xAff392551773CCb2574fAE23195CC3aFDBe98d18'
const registeredAt = '2024-11-05T14:03:27.512345Z'
const signature =
  '0x7f97dd3bcedc9285ada6c15a6c8946f42ae41f737549d881f31038ddb766c9b4c52c5981f87e6d5638857001bbdf1fe8b06c0ada8a9ca76b1b991eabe16406e6f2'

const historySource = 'src/handlers/history.rs HistoryResponseBody'
const balanceSource = 'src/handlers/balance.rs BalanceResponseBody'
const nameSource = 'src/database/types.rs NameAndAddresses'
const sessionsSource = 'src/handlers/sessions/list.rs ListPermissionResponse'
const walletsSource = 'reown-com/appkit packages/controllers/src/utils/TypeUtil.ts ApiGetWalletsResponse'

export const answerRows: AnswerRow[] = [
  // ---- GET /v1/supported-chains ----------------------------------------------------------------
  {
    endpoint: 'blockchain.supportedChains',
    source: 'src/providers/mod.rs SupportedChains',
    // Every provider's namespace comes back, not only the ones the client serves; ton and stacks
    // appear in two spellings (env/*.rs vs chain_config.rs), so both are here.
    case: 'ids of every provider namespace (sui, near, tron, stacks, bip122, ton) in both spellings',
    answer: {
      http: [
        'eip155:1',
        'eip155:137',
        'eip155:1440000',
        solanaMainnet,
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        'near:mainnet',
        'sui:mainnet',
        'sui:testnet',
        'stacks:mainnet',
        'stacks:2147483648',
        'tron:0xcd8690dc',
        'tron:0x2b6653dc',
        'bip122:000000000019d6689c085ae165831e93',
        'bip122:000000000933ea01ad0ee984209779ba',
        'ton:-239',
        'ton:mainnet',
      ],
      ws: ['eip155:1', 'eip155:10', solanaMainnet],
    },
  },

  // ---- GET /v1/identity/{address} --------------------------------------------------------------
  {
    endpoint: 'blockchain.identity',
    source: 'src/handlers/identity.rs IdentityResponse',
    // chrono writes nanoseconds when it has them.
    case: 'an ENS name and avatar with resolvedAt in nanoseconds',
    answer: { name: 'vitalik.eth', avatar: 'https://euc.li/vitalik.eth', resolvedAt: '2025-05-01T10:00:00.123456789Z' },
  },
  {
    endpoint: 'blockchain.identity',
    source: 'src/handlers/identity.rs IdentityResponse',
    case: 'no name and no avatar as nulls, resolvedAt set',
    answer: { name: null, avatar: null, resolvedAt: '2025-05-01T10:00:00.123456789Z' },
  },
  {
    endpoint: 'blockchain.identity',
    source: 'src/handlers/identity.rs IdentityResponse',
    // Entries cached before resolvedAt was added carry it as null.
    case: 'a cached answer from before resolvedAt existed (resolvedAt null)',
    answer: { name: 'vitalik.eth', avatar: null, resolvedAt: null },
  },

  // ---- GET /v1/account/{address}/history ---------------------------------------------------------
  {
    endpoint: 'blockchain.history',
    source: historySource,
    // An NFT mint: no fungible token, so fungible_info is null; the NFT's detail has no content_type.
    case: 'a Zerion page with null fungible_info (an NFT mint, preview and detail, null content_type)',
    answer: {
      data: [
        {
          id: '0x3f1c9ad2b5e0c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f-0',
          metadata: {
            operationType: 'mint',
            hash: '0x3f1c9ad2b5e0c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f',
            minedAt: '2025-04-29T08:15:44Z',
            sentFrom: vitalik,
            sentTo: '0x495f947276749ce646f68ac8c248420045cb7b5e',
            status: 'confirmed',
            nonce: 1233,
            application: { name: 'OpenSea', iconUrl: 'https://protocol-icons.s3.amazonaws.com/opensea.png' },
            chain: 'eip155:1',
          },
          transfers: [
            {
              fungible_info: null,
              nft_info: {
                name: 'Zorb #42',
                content: {
                  preview: { url: 'https://lh3.googleusercontent.com/zorb42=s250', content_type: 'image/png' },
                  detail: {
                    url: 'https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
                    content_type: null,
                  },
                },
                flags: { is_spam: false },
              },
              direction: 'in',
              quantity: { numeric: '1' },
              value: null,
              price: null,
            },
          ],
        },
      ],
      next: 'MjAyNS0wNC0yOVQwODoxNTo0NFo=',
    },
  },
  {
    endpoint: 'blockchain.history',
    source: historySource,
    case: 'a Zerion send with null nft_info, application null and a next cursor',
    answer: {
      data: [
        {
          id: '0x5b6e2d1f9a8c7b6e5d4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a291807f6e-0',
          metadata: {
            operationType: 'send',
            hash: '0x5b6e2d1f9a8c7b6e5d4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a291807f6e',
            minedAt: '2025-04-30T12:01:02Z',
            sentFrom: vitalik.toLowerCase(),
            sentTo: usdcLower,
            status: 'confirmed',
            nonce: 1234,
            application: null,
            chain: 'eip155:1',
          },
          transfers: [
            {
              fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://cdn.zerion.io/usdc.png' } },
              nft_info: null,
              direction: 'out',
              quantity: { numeric: '25.0' },
              value: 25.0,
              price: 1.0,
            },
          ],
        },
      ],
      next: 'MjAyNS0wNC0zMA==',
    },
  },
  {
    endpoint: 'blockchain.history',
    source: historySource,
    // A token Zerion knows nothing about: names, icon, value and price all null.
    case: 'a transfer of an unknown token with null names, null icon, null value and null price',
    answer: {
      data: [
        {
          id: '0x9e8d7c6b5a4938271605f4e3d2c1b0a99e8d7c6b5a4938271605f4e3d2c1b0a9-1',
          metadata: {
            operationType: 'receive',
            hash: '0x9e8d7c6b5a4938271605f4e3d2c1b0a99e8d7c6b5a4938271605f4e3d2c1b0a9',
            minedAt: '2025-04-28T23:59:59Z',
            sentFrom: '0x1111111111111111111111111111111111111111',
            sentTo: vitalik.toLowerCase(),
            status: 'confirmed',
            nonce: 7,
            application: null,
            chain: 'eip155:8453',
          },
          transfers: [
            {
              fungible_info: { name: null, symbol: null, icon: null },
              nft_info: null,
              direction: 'in',
              quantity: { numeric: '1000000.123456789012345678' },
              value: null,
              price: null,
            },
          ],
        },
      ],
      next: null,
    },
  },
  {
    endpoint: 'blockchain.history',
    source: historySource,
    // Zerion names a chain missing from the server's ChainId enum: chain is null. The application
    // is known by address only, so its name and icon are null.
    case: 'a transaction with metadata.chain null and an application with null name and icon',
    answer: {
      data: [
        {
          id: '0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef-0',
          metadata: {
            operationType: 'execute',
            hash: '0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
            minedAt: '2025-04-27T06:30:00Z',
            sentFrom: vitalik.toLowerCase(),
            sentTo: '0x2222222222222222222222222222222222222222',
            status: 'failed',
            nonce: 0,
            application: { name: null, iconUrl: null },
            chain: null,
          },
          transfers: [],
        },
      ],
      next: null,
    },
  },
  {
    endpoint: 'blockchain.history',
    source: historySource,
    // Both nullable levels of NFT content: content itself null, and a preview without a detail.
    case: 'NFT transfers with content null and with a preview only (detail null)',
    answer: {
      data: [
        {
          id: '0xaaaabbbbccccddddeeeeffff00001111222233334444555566667777888899990-0',
          metadata: {
            operationType: 'trade',
            hash: '0xaaaabbbbccccddddeeeeffff0000111122223333444455556666777788889999',
            minedAt: '2025-04-26T11:11:11Z',
            sentFrom: vitalik.toLowerCase(),
            sentTo: '0x00000000000000adc04c56bf30ac9d3c0aaf14dc',
            status: 'confirmed',
            nonce: 1200,
            application: { name: 'Seaport', iconUrl: 'https://protocol-icons.s3.amazonaws.com/seaport.png' },
            chain: 'eip155:1',
          },
          transfers: [
            {
              fungible_info: null,
              nft_info: { name: null, content: null, flags: { is_spam: true } },
              direction: 'out',
              quantity: { numeric: '1' },
              value: null,
              price: null,
            },
            {
              fungible_info: null,
              nft_info: {
                name: 'Nouns #7',
                content: { preview: { url: 'https://noun.pics/7.png', content_type: null }, detail: null },
                flags: { is_spam: false },
              },
              direction: 'in',
              quantity: { numeric: '1' },
              value: 1520.5,
              price: 1520.5,
            },
          ],
        },
      ],
      next: 'MjAyNS0wNC0yNg==',
    },
  },
  {
    endpoint: 'blockchain.history',
    source: historySource,
    // `transfers: Option<Vec<…>>`: no provider sends null today, but the type allows it.
    case: 'a transaction with transfers null on the last page (next null)',
    answer: {
      data: [
        {
          id: '0x4444444444444444444444444444444444444444444444444444444444444444-0',
          metadata: {
            operationType: 'approve',
            hash: '0x4444444444444444444444444444444444444444444444444444444444444444',
            minedAt: '2025-04-25T00:00:01Z',
            sentFrom: vitalik.toLowerCase(),
            sentTo: usdcLower,
            status: 'pending',
            nonce: 1190,
            application: null,
            chain: 'eip155:1',
          },
          transfers: null,
        },
      ],
      next: null,
    },
  },
  {
    endpoint: 'blockchain.history',
    source: 'src/providers/coinbase.rs CoinbaseProvider::get_transactions (HistoryResponseBody)',
    // `onramp=coinbase`: operationType "buy", sentFrom "Coinbase", nonce 1, no icon, no value or
    // price; chain from ChainId::to_caip2, null for a network the enum lacks; status is Coinbase's.
    case: 'a Coinbase on-ramp page (buy from "Coinbase", icon, value and price null, chain null)',
    answer: {
      data: [
        {
          id: 'c1a2b3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
          metadata: {
            operationType: 'buy',
            hash: '0x7777777777777777777777777777777777777777777777777777777777777777',
            minedAt: '2025-04-24T17:45:12Z',
            sentFrom: 'Coinbase',
            sentTo: vitalik,
            status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
            nonce: 1,
            application: null,
            chain: null,
          },
          transfers: [
            {
              fungible_info: { name: 'USDC', symbol: 'USDC', icon: null },
              nft_info: null,
              direction: 'in',
              quantity: { numeric: '95.962112' },
              value: null,
              price: null,
            },
          ],
        },
      ],
      next: 'page-key-2',
    },
  },
  {
    endpoint: 'blockchain.history',
    source: historySource,
    // Rootstock chains are answered without asking a provider.
    case: 'the empty page the server answers for Rootstock',
    answer: { data: [], next: null },
  },

  // ---- GET /v1/convert/quotes ------------------------------------------------------------------
  {
    endpoint: 'blockchain.convertQuotes',
    source: 'src/handlers/convert/quotes.rs ConvertQuoteResponseBody',
    // The 1inch provider never sets an id; accounts echo the query, casing kept.
    case: 'one 1inch quote with id null and the request echoed',
    answer: {
      quotes: [
        {
          id: null,
          fromAmount: '1000000000000000000',
          fromAccount: `eip155:1:${native}`,
          toAmount: '3456789012',
          toAccount: `eip155:1:${usdc}`,
        },
      ],
    },
  },

  // ---- GET /v1/convert/tokens ------------------------------------------------------------------
  {
    endpoint: 'blockchain.convertTokens',
    source: 'src/handlers/convert/tokens.rs TokensListResponseBody',
    // `logoUri` (not logoURI) is null when 1inch has no logo; eip2612 is always a boolean.
    case: 'tokens with a logo and with logoUri null',
    answer: {
      tokens: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          address: `eip155:1:${usdcLower}`,
          decimals: 6,
          logoUri: `https://tokens.1inch.io/${usdcLower}.png`,
          eip2612: true,
        },
        {
          name: 'Some Token',
          symbol: 'SOME',
          address: 'eip155:1:0x1234567890abcdef1234567890abcdef12345678',
          decimals: 18,
          logoUri: null,
          eip2612: false,
        },
        {
          name: 'Ether',
          symbol: 'ETH',
          address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          decimals: 18,
          logoUri: 'https://tokens.1inch.io/0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.png',
          eip2612: false,
        },
      ],
    },
  },

  // ---- POST /v1/fungible/price -----------------------------------------------------------------
  {
    endpoint: 'blockchain.fungiblePrice',
    source: 'src/handlers/fungible_price.rs PriceResponseBody',
    // The item carries the CAIP-10 address and the decimals as a number.
    case: 'one 1inch price item with a CAIP-10 address and numeric decimals',
    answer: {
      fungibles: [
        {
          address: `eip155:1:${usdcLower}`,
          name: 'USD Coin',
          symbol: 'USDC',
          iconUrl: `https://tokens.1inch.io/${usdcLower}.png`,
          price: 0.9998,
          decimals: 6,
        },
      ],
    },
  },
  {
    endpoint: 'blockchain.fungiblePrice',
    source: 'src/handlers/fungible_price.rs PriceResponseBody',
    // SolScan prices Solana; an unknown icon is "" and an unparsable 1inch price is 0.
    case: 'a SolScan price item with an empty iconUrl',
    answer: {
      fungibles: [
        {
          address: `${solanaMainnet}:${solanaUsdcMint}`,
          name: 'USD Coin',
          symbol: 'USDC',
          iconUrl: '',
          price: 1.0001,
          decimals: 6,
        },
      ],
    },
  },

  // ---- GET /v1/convert/allowance ---------------------------------------------------------------
  {
    endpoint: 'blockchain.convertAllowance',
    source: 'src/handlers/convert/allowance.rs AllowanceResponseBody',
    case: 'no allowance yet ("0")',
    answer: { allowance: '0' },
  },
  {
    endpoint: 'blockchain.convertAllowance',
    source: 'src/handlers/convert/allowance.rs AllowanceResponseBody',
    case: 'an unlimited allowance (2^256 - 1 as a decimal string)',
    answer: { allowance: '115792089237316195423570985008687907853269984665640564039457584007913129639935' },
  },

  // ---- GET /v1/convert/gas-price ---------------------------------------------------------------
  {
    endpoint: 'blockchain.convertGasPrice',
    source: 'src/handlers/convert/gas_price.rs GasPriceQueryResponseBody',
    // Always the flat three tiers, also on EIP-1559 chains (their maxFeePerGas).
    case: 'three wei tiers as decimal strings',
    answer: { standard: '12345678901', fast: '15000000000', instant: '20000000000' },
  },

  // ---- POST /v1/convert/build-transaction ------------------------------------------------------
  {
    endpoint: 'blockchain.convertBuildTransaction',
    source: 'src/handlers/convert/transaction.rs ConvertTransactionResponseBody',
    // `amount` is 1inch's dstAmount; there is no `value` key; eip155 has gas and gasPrice.
    case: 'a swap transaction with amount and eip155 {gas, gasPrice} and no value key',
    answer: {
      tx: {
        from: 'eip155:1:0x2c3e1c2a9c7f7a3d0b1e6f1c9b0a4d5e6f708192',
        to: `eip155:1:${router}`,
        data: '0x07ed2379000000000000000000000000e37e799d5077682fa0a244d46e5649f71457bd09',
        amount: '3456789012',
        eip155: { gas: '204996', gasPrice: '12345678901' },
      },
    },
  },

  // ---- GET /v1/convert/build-approve -----------------------------------------------------------
  {
    endpoint: 'blockchain.convertBuildApprove',
    source: 'src/handlers/convert/approve.rs ConvertApproveResponseBody',
    // `from` echoes the request's source token; `value` is a string; eip155 has only gasPrice.
    case: 'an approval with value "0" and eip155 {gasPrice} only',
    answer: {
      tx: {
        from: `eip155:1:${usdc}`,
        to: `eip155:1:${usdcLower}`,
        data: `0x095ea7b3000000000000000000000000${router.slice(2)}ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff`,
        value: '0',
        eip155: { gasPrice: '12345678901' },
      },
    },
  },

  // ---- GET /v1/account/{address}/balance -------------------------------------------------------
  {
    endpoint: 'blockchain.balance',
    source: `${balanceSource} (src/providers/zerion.rs)`,
    // Native ETH: no `address` and no `value` key (skip_serializing_if); a token: CAIP-10 address.
    case: 'a Zerion eip155 answer: native without address and value keys, a token with a CAIP-10 address',
    answer: {
      balances: [
        {
          name: 'Ethereum',
          symbol: 'ETH',
          chainId: 'eip155:1',
          price: 3012.5,
          quantity: { decimals: '18', numeric: '0.841202' },
          iconUrl: 'https://cdn.zerion.io/eth.png',
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:1',
          address: `eip155:1:${usdcLower}`,
          value: 12.0,
          price: 1.0,
          quantity: { decimals: '6', numeric: '12.000000' },
          iconUrl: 'https://cdn.zerion.io/usdc.png',
        },
      ],
    },
  },
  {
    endpoint: 'blockchain.balance',
    source: `${balanceSource} (src/providers/zerion.rs)`,
    // Zerion leaves chainId out for a chain missing from the ChainId enum; iconUrl may be "".
    case: 'a Zerion item without chainId and with an empty iconUrl',
    answer: {
      balances: [
        {
          name: 'Polygon Ecosystem Token',
          symbol: 'POL',
          chainId: 'eip155:137',
          value: 4.2,
          price: 0.21,
          quantity: { decimals: '18', numeric: '20' },
          iconUrl: '',
        },
        { name: 'Mystery', symbol: 'MYS', value: 0, price: 0, quantity: { decimals: '18', numeric: '5' }, iconUrl: '' },
      ],
    },
  },
  {
    endpoint: 'blockchain.balance',
    source: `${balanceSource} (src/providers/solscan.rs)`,
    // SolScan: plain mint addresses (not CAIP-10), plain wrapped-SOL for SOL, decimals "9" a string.
    case: 'a SolScan Solana answer with plain mint addresses and decimals "9"',
    answer: {
      balances: [
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId: solanaMainnet,
          address: wrappedSol,
          value: 301.5,
          price: 150.75,
          quantity: { decimals: '9', numeric: '2' },
          iconUrl: 'https://statics.solscan.io/sol.png',
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: solanaMainnet,
          address: solanaUsdcMint,
          value: 50,
          price: 1,
          quantity: { decimals: '6', numeric: '50' },
          iconUrl: 'https://statics.solscan.io/usdc.png',
        },
      ],
    },
  },
  {
    endpoint: 'blockchain.balance',
    source: `${balanceSource} (src/providers/dune.rs)`,
    // Dune: tokens as CAIP-10, SOL as the plain wrapped-SOL address; price 0 and no value when unknown.
    case: 'a Dune Solana answer with a CAIP-10 mint, plain SOL, price 0 and no value',
    answer: {
      balances: [
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId: solanaMainnet,
          address: wrappedSol,
          value: 301.5,
          price: 150.75,
          quantity: { decimals: '9', numeric: '2.000000000' },
          iconUrl: '',
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: solanaMainnet,
          address: `${solanaMainnet}:${solanaUsdcMint}`,
          price: 0,
          quantity: { decimals: '6', numeric: '50.5' },
          iconUrl: '',
        },
      ],
    },
  },
  {
    endpoint: 'blockchain.balance',
    source: `${balanceSource} (src/providers/dune.rs, src/utils/crypto.rs format_token_amount)`,
    // The point goes `decimals` digits from the right and is never dropped or trimmed: a token
    // without decimals reads "5000.", 1 ETH all 18 places.
    case: 'a Dune EVM answer: a zero-decimal token as "5000." and 1 ETH as "1.000000000000000000"',
    answer: {
      balances: [
        {
          name: 'Ethereum',
          symbol: 'ETH',
          chainId: 'eip155:1',
          value: 3000.1,
          price: 3000.1,
          quantity: { decimals: '18', numeric: '1.000000000000000000' },
          iconUrl: '',
        },
        {
          name: 'Points',
          symbol: 'PTS',
          chainId: 'eip155:8453',
          address: `eip155:8453:${usdcLower}`,
          value: 0,
          price: 0,
          quantity: { decimals: '0', numeric: '5000.' },
          iconUrl: '',
        },
      ],
    },
  },
  {
    endpoint: 'blockchain.balance',
    source: balanceSource,
    // The early answers (no Origin, no SDK version, SDK 1.6.4/1.6.5, denylisted project).
    case: 'the early empty answer {balances: []}',
    answer: { balances: [] },
  },

  // ---- GET /v1/profile/account/{name} ----------------------------------------------------------
  {
    endpoint: 'blockchain.profileAccount',
    source: `${nameSource} (src/handlers/profile/lookup.rs)`,
    // Found: one object (not an array); dates RFC 3339 with microseconds; attributes an object.
    case: 'a found record with registered_at, updated_at, created_at and an attributes object',
    answer: {
      name: 'alice.reown.id',
      registered_at: registeredAt,
      updated_at: '2024-12-01T09:00:00.000001Z',
      attributes: { bio: 'gm' },
      addresses: { '60': { address: owner, created_at: registeredAt } },
    },
  },
  {
    endpoint: 'blockchain.profileAccount',
    source: `${nameSource} (src/handlers/profile/lookup.rs)`,
    // The hstore column is nullable; registration writes {} but a NULL row reads as null.
    case: 'a found record with attributes null and two coin types',
    answer: {
      name: 'bob.reown.id',
      registered_at: registeredAt,
      updated_at: registeredAt,
      attributes: null,
      addresses: {
        '60': { address: owner, created_at: registeredAt },
        '2147483785': { address: owner, created_at: '2024-11-06T10:00:00.5Z' },
      },
    },
  },
  {
    endpoint: 'blockchain.profileAccount',
    source: `${nameSource} (src/handlers/profile/lookup.rs)`,
    case: 'a found record with empty attributes {}',
    answer: {
      name: 'carol.reown.id',
      registered_at: registeredAt,
      updated_at: registeredAt,
      attributes: {},
      addresses: { '60': { address: owner, created_at: registeredAt } },
    },
  },
  {
    endpoint: 'blockchain.profileAccount',
    source: 'src/handlers/profile/mod.rs EMPTY_RESPONSE (src/handlers/profile/lookup.rs, apiVersion=2)',
    // With apiVersion=2 an unregistered name is 200 `[]`, not 404.
    case: 'a name nobody registered as [] (apiVersion 2)',
    answer: [],
  },

  // ---- GET /v1/profile/reverse/{address} -------------------------------------------------------
  {
    endpoint: 'blockchain.profileReverse',
    source: `src/handlers/profile/reverse.rs Vec<NameAndAddresses>`,
    // A bare array, not `{ names: [...] }`.
    case: 'a bare array of two records',
    answer: [
      {
        name: 'alice.reown.id',
        registered_at: registeredAt,
        updated_at: registeredAt,
        attributes: {},
        addresses: { '60': { address: owner, created_at: registeredAt } },
      },
      {
        name: 'alice2.reown.id',
        registered_at: registeredAt,
        updated_at: registeredAt,
        attributes: null,
        addresses: { '60': { address: owner, created_at: registeredAt } },
      },
    ],
  },
  {
    endpoint: 'blockchain.profileReverse',
    source: 'src/handlers/profile/mod.rs EMPTY_RESPONSE (src/handlers/profile/reverse.rs, apiVersion=2)',
    case: 'an address without names as [] (apiVersion 2)',
    answer: [],
  },

  // ---- GET /v1/profile/suggestions/{name} ------------------------------------------------------
  {
    endpoint: 'blockchain.profileSuggestions',
    source: 'src/handlers/profile/suggestions.rs NameSuggestionsResponse',
    // The first is the wanted name with its real flag; the rest are free.
    case: 'the wanted name (registered) first, then free candidates',
    answer: {
      suggestions: [
        { name: 'alice.reown.id', registered: true },
        { name: 'alice1.reown.id', registered: false },
        { name: 'alicex.reown.id', registered: false },
      ],
    },
  },
  {
    endpoint: 'blockchain.profileSuggestions',
    source: 'src/handlers/profile/suggestions.rs NameSuggestionsResponse',
    // SUGGESTION_OPTIONS = 5 is the most the server sends.
    case: 'the full five suggestions',
    answer: {
      suggestions: [
        { name: 'zed.reown.id', registered: false },
        { name: 'zed1.reown.id', registered: false },
        { name: 'zed2.reown.id', registered: false },
        { name: 'zedx.reown.id', registered: false },
        { name: 'thezed.reown.id', registered: false },
      ],
    },
  },

  // ---- POST /v1/profile/account ----------------------------------------------------------------
  {
    endpoint: 'blockchain.registerName',
    source: `${nameSource} (src/handlers/profile/register.rs)`,
    // Success answers the freshly read record, not `{ success: true }`; coin type 2147483785
    // (Polygon) also writes "60".
    case: 'the registered record with coin types 60 and 2147483785',
    answer: {
      name: 'alice.reown.id',
      registered_at: registeredAt,
      updated_at: registeredAt,
      attributes: { bio: 'gm' },
      addresses: {
        '60': { address: owner, created_at: registeredAt },
        '2147483785': { address: owner, created_at: registeredAt },
      },
    },
  },

  // ---- POST /v1/generators/onrampurl ----------------------------------------------------------
  {
    endpoint: 'blockchain.onrampUrl',
    source: 'src/handlers/generators/onrampurl.rs OnRampURLResponse',
    case: 'a Coinbase Pay URL with a session token',
    answer: {
      url: 'https://pay.coinbase.com/buy/select-asset?sessionToken=ZWJkNzY3&destinationWallets=%5B%7B%22address%22%3A%220x71C7656EC7ab88b098defB751B7401B5f6d8976F%22%2C%22blockchains%22%3A%5B%22ethereum%22%2C%22base%22%5D%7D%5D&partnerUserId=0x71c7656ec7ab88b098defb751b7401b5&defaultNetwork=base&presetFiatAmount=100&defaultExperience=buy',
    },
  },

  // ---- GET /v1/onramp/buy/options --------------------------------------------------------------
  {
    endpoint: 'blockchain.onrampOptions',
    source: 'src/handlers/onramp/options.rs OnRampBuyOptionsResponse',
    // camelCase out: `limits` with string min/max; networks with displayName, contractAddress and
    // chainId as a string; native currencies have an empty contract address.
    case: 'payment limits and purchase networks with displayName, contractAddress and chainId',
    answer: {
      paymentCurrencies: [
        {
          id: 'USD',
          limits: [
            { id: 'CARD', min: '2.00', max: '7500.00' },
            { id: 'ACH_BANK_ACCOUNT', min: '2.00', max: '25000.00' },
          ],
        },
      ],
      purchaseCurrencies: [
        {
          id: '2b92315d-eab7-5bef-84fa-089a131333f5',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            { name: 'ethereum', displayName: 'Ethereum', contractAddress: usdcLower, chainId: '1' },
            {
              name: 'base',
              displayName: 'Base',
              contractAddress: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
              chainId: '8453',
            },
          ],
        },
        {
          id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
          name: 'Ethereum',
          symbol: 'ETH',
          networks: [{ name: 'ethereum', displayName: 'Ethereum', contractAddress: '', chainId: '1' }],
        },
      ],
    },
  },

  // ---- GET /v1/onramp/buy/quotes ---------------------------------------------------------------
  {
    endpoint: 'blockchain.onrampQuote',
    source: 'src/handlers/onramp/quotes.rs OnRampBuyQuotesResponse',
    // Amounts are {value, currency} (not amount); the key is paymentSubTotal with a capital T.
    case: 'a quote with {value, currency} amounts and paymentSubTotal',
    answer: {
      paymentTotal: { value: '100.00', currency: 'USD' },
      paymentSubTotal: { value: '96.01', currency: 'USD' },
      purchaseAmount: { value: '95.962112', currency: 'USDC' },
      coinbaseFee: { value: '3.99', currency: 'USD' },
      networkFee: { value: '0.00', currency: 'USD' },
      quoteId: '6c8f2e4d-1a0b-4c55-9d0e-7b3a9a1f2c10',
    },
  },

  // ---- GET /v1/sessions/{address} --------------------------------------------------------------
  {
    endpoint: 'blockchain.sessions',
    source: sessionsSource,
    // Revoked permissions stay listed with revokedAt set; context is null until activated, then
    // hex bytes; the project's url and iconUrl are always null.
    case: '{pcis} with one live permission (context null) and one revoked (context hex)',
    answer: {
      pcis: [
        {
          project: { id: 'abc123', name: 'My dApp', url: null, iconUrl: null },
          pci: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
          expiry: 1767225600,
          createdAt: 1767222000,
          permissions: [{ type: 'contract-call', data: { address: '0x2E65BAfA07238666c3b239E94F32DaD3cDD6498D' } }],
          policies: [],
          context: null,
          revokedAt: null,
        },
        {
          project: { id: 'abc123', name: 'My dApp', url: null, iconUrl: null },
          pci: '3a5d7d55-01d1-454b-9bff-43910757c278',
          expiry: 1767225600,
          createdAt: 1767100000,
          permissions: [
            {
              type: 'native-token-recurring-allowance',
              data: { allowance: '0x2386f26fc10000', start: 1767100000, period: 86400 },
            },
          ],
          policies: [{ type: 'gas-limit', data: { limit: '0x5208' } }],
          context: '0x00000000000000000000000000000000000000000000000000000000000000200000',
          revokedAt: 1767200000,
        },
      ],
    },
  },
  {
    endpoint: 'blockchain.sessions',
    source: sessionsSource,
    case: 'an account without permissions ({pcis: []})',
    answer: { pcis: [] },
  },

  // ---- POST /v1/sessions/{address} -------------------------------------------------------------
  {
    endpoint: 'blockchain.createSession',
    source: 'src/handlers/sessions/create.rs NewPermissionResponse (KeyItem, QueryParams.api_version 2)',
    case: "with v=2: a pci and the co-signer's uncompressed public key in hex",
    answer: {
      pci: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      key: { type: 'secp256k1', publicKey: `0x04${'5c'.repeat(64)}` },
    },
  },
  {
    endpoint: 'blockchain.createSession',
    source: 'src/handlers/sessions/create.rs NewPermissionResponse (KeyItem, no api_version)',
    // Without v=2 the key's hex text is hex-encoded again ("0x04…" becomes "0x30783034…"): the
    // contract reads it (it is hex), and the flow refuses it as no public key.
    case: 'without v: the key hex-encoded twice',
    answer: {
      pci: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      key: { type: 'secp256k1', publicKey: `0x30783034${'3563'.repeat(64)}` },
    },
  },

  // ---- POST /v1/sessions/{address}/activate -----------------------------------------------------
  {
    endpoint: 'blockchain.activateSession',
    source: 'src/handlers/sessions/context.rs (200, empty body)',
    case: 'an empty body (read as null)',
    answer: null,
  },

  // ---- POST /v1/sessions/{address}/revoke ------------------------------------------------------
  {
    endpoint: 'blockchain.revokeSession',
    source: 'src/handlers/sessions/revoke.rs (200, empty body)',
    // 200 with no body; the client reads an empty body as null.
    case: 'an empty body (read as null)',
    answer: null,
  },

  // ---- POST /v1 (JSON-RPC proxy) ---------------------------------------------------------------
  {
    endpoint: 'blockchain.rpc',
    source: "src/handlers/proxy.rs (the node's answer, passed through)",
    case: 'a node result (eth_chainId)',
    answer: { jsonrpc: '2.0', id: 1, result: '0x1' },
  },
  {
    endpoint: 'blockchain.rpc',
    source: "src/handlers/proxy.rs (the node's answer, passed through)",
    // A receipt of an unknown transaction is a null result, not an error.
    case: 'a null result',
    answer: { jsonrpc: '2.0', id: 'a1', result: null },
  },
  {
    endpoint: 'blockchain.rpc',
    source: "src/handlers/proxy.rs (the node's answer, passed through)",
    // JSON-RPC errors in a 200 (or 400) body are passed through unchanged.
    case: 'a JSON-RPC error passed through in a 200 body',
    answer: {
      jsonrpc: '2.0',
      id: 2,
      error: { code: -32602, message: 'invalid argument 0: hex string has length 3, want 40 for common.Address' },
    },
  },
  {
    endpoint: 'blockchain.rpc',
    source: "src/handlers/proxy.rs (the body goes to the node as bytes; the node's batch answer, passed through)",
    // JSON-RPC 2.0: an array of answers, matched to the calls by id; a call's error is its own.
    case: 'a batch answer: one result, one error',
    answer: [
      { jsonrpc: '2.0', id: 1, result: '0x5208' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'the method eth_foo does not exist/is not available' } },
    ],
  },

  // ---- Wallet directory (no public server: the client's declared types) ------------------------
  {
    endpoint: 'directory.getWallets',
    source: walletsSource,
    case: 'a full WcWallet with badge, chains, injected and some null links',
    answer: {
      count: 512,
      data: [
        {
          id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
          name: 'MetaMask',
          badge_type: 'certified',
          chains: ['eip155:1', 'eip155:8453'],
          homepage: 'https://metamask.io/',
          image_id: '018b2d52-10e9-4158-1fde-a5d5bac5aa00',
          order: 10,
          link_mode: null,
          mobile_link: 'metamask://',
          desktop_link: null,
          webapp_link: null,
          app_store: 'https://apps.apple.com/us/app/metamask/id1438144202',
          play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
          chrome_store: 'https://chrome.google.com/webstore/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
          rdns: 'io.metamask',
          injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
        },
      ],
    },
  },
  {
    endpoint: 'directory.getWallets',
    source: walletsSource,
    // Only id and name are required in WcWallet.
    case: 'minimal wallets with only id and name',
    answer: {
      count: 2,
      data: [
        { id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', name: 'Rainbow' },
        { id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0', name: 'Trust Wallet' },
      ],
    },
  },
  {
    endpoint: 'directory.getWallets',
    source: walletsSource,
    // Every link and store is `?: string | null`, injected `| null`; extras such as supports_wc
    // (seen only outside the declared type) must not matter.
    case: 'a wallet with every link, store, rdns and injected null and an undeclared extra key',
    answer: {
      count: 1,
      data: [
        {
          id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
          name: 'Coinbase Wallet',
          display_index: 3,
          image_url: 'https://explorer-api.walletconnect.com/v3/logo/md/coinbase.png',
          link_mode: null,
          mobile_link: null,
          desktop_link: null,
          webapp_link: null,
          app_store: null,
          play_store: null,
          chrome_store: null,
          rdns: null,
          injected: null,
          supports_wc: true,
        },
      ],
    },
  },
  {
    endpoint: 'directory.getWallets',
    source: walletsSource,
    // A wallet without a name breaks WcWallet; the client can list the rest but not that one.
    case: 'a page where one wallet lacks its required name (that one dropped, the other kept)',
    answer: {
      count: 2,
      data: [
        { id: 'aaaa0000aaaa0000aaaa0000aaaa0000aaaa0000aaaa0000aaaa0000aaaa0000', name: 'Good Wallet' },
        { id: 'bbbb0000bbbb0000bbbb0000bbbb0000bbbb0000bbbb0000bbbb0000bbbb0000' },
      ],
    },
    drops: 1,
  },
  {
    endpoint: 'directory.projectOrigins',
    source: 'reown-com/appkit packages/controllers/src/utils/TypeUtil.ts ApiGetAllowedOriginsResponse',
    case: 'allowed origins',
    answer: { allowedOrigins: ['https://app.example.com', 'http://localhost:3000'] },
  },
  {
    endpoint: 'directory.projectOrigins',
    source: 'reown-com/appkit packages/controllers/src/utils/TypeUtil.ts ApiGetAllowedOriginsResponse',
    case: 'no allowed origins',
    answer: { allowedOrigins: [] },
  },
  {
    endpoint: 'directory.analyticsConfig',
    source: 'reown-com/appkit packages/controllers/src/utils/TypeUtil.ts ApiGetAnalyticsConfigResponse',
    case: 'analytics enabled',
    answer: { isAnalyticsEnabled: true },
  },
  {
    endpoint: 'directory.analyticsConfig',
    source: 'reown-com/appkit packages/controllers/src/utils/TypeUtil.ts ApiGetAnalyticsConfigResponse',
    // Older appkit and other SDKs also read isAppKitAuthEnabled: an extra key must not matter.
    case: 'analytics disabled with the older isAppKitAuthEnabled beside it',
    answer: { isAnalyticsEnabled: false, isAppKitAuthEnabled: true },
  },

  // ---- Analytics (no public server: the client parses the answer and discards it) ---------------
  {
    endpoint: 'analytics.sendEvents',
    source: 'reown-com/appkit packages/controllers/src/controllers/EventsController.ts sendBatch (answer unread)',
    case: 'an empty body (read as null)',
    answer: null,
  },
  {
    endpoint: 'analytics.sendEvents',
    source: 'reown-com/appkit packages/controllers/src/controllers/EventsController.ts sendBatch (answer unread)',
    case: 'any JSON body',
    answer: { status: 'accepted', id: 'a4b2e94b-18f8-4383-9d61-540b6fa43485' },
  },
  {
    endpoint: 'analytics.sendError',
    source: 'reown-com/appkit packages/controllers/src/controllers/TelemetryController.ts sendError (answer unread)',
    case: 'an empty body (read as null)',
    answer: null,
  },
]

// ---- Requests the server refuses: the contract must refuse them first -----------------------------

const swapBody = {
  amount: '1000000',
  projectId: 'project-id',
  from: `eip155:1:${usdc}`,
  to: `eip155:1:${native}`,
  userAddress: `eip155:1:${vitalik}`,
}
const caipVitalik = `eip155:1:${vitalik}`
const registerMessage = JSON.stringify({ name: 'alice.reown.id', attributes: { bio: 'gm' }, timestamp: 1730815407 })
const onrampWallet = {
  address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  blockchains: ['ethereum', 'base'],
  assets: ['USDC'],
}
const onrampQueryWithout = {
  purchaseCurrency: 'USDC',
  purchaseNetwork: 'base',
  paymentAmount: '100.00',
  paymentCurrency: 'USD',
}
const onrampQuery = { ...onrampQueryWithout, paymentMethod: 'CARD', country: 'US', subdivision: 'NY' }

export const badRequestRows: BadRequestRow[] = [
  {
    endpoint: 'analytics.sendError',
    source: 'reown-com/appkit-controllers 1.8.24 TelemetryController sendError',
    case: 'an error report in the older shape: a number timestamp, no category',
    fact: 'the client sends timestamp as new Date().toISOString() and props.event as its category',
    request: {
      body: {
        eventId: '2c8e4a6b-0d1f-4e3a-9c5b-7a8d6e4f2b10',
        url: 'https://app.example.com/',
        domain: 'app.example.com',
        timestamp: 1767222000123,
        props: { type: 'error', errorType: 'Error', errorMessage: 'HTTP status code: 503', stackTrace: '' },
      },
    },
  },
  {
    endpoint: 'analytics.sendEvents',
    source: 'reown-com/appkit-controllers 1.8.24 EventsController sendBatch',
    case: 'one event alone, not in a batch',
    fact: 'the beacon to /batch always carries a JSON array of events',
    request: {
      body: {
        eventId: '7d0a7c2e-3f4b-4a8e-9b61-2f0c1d9e5a11',
        url: 'https://app.example.com/',
        domain: 'app.example.com',
        timestamp: 1767222000123,
        props: { type: 'track', event: 'MODAL_OPEN' },
      },
    },
  },
  {
    endpoint: 'blockchain.profileSuggestions',
    source: 'src/handlers/profile/suggestions.rs handler (src/names/utils.rs DOMAIN_FORMAT_REGEX)',
    case: 'a label with capitals',
    fact: 'the name must match ^[a-z0-9.-]+$: 400 InvalidNameFormat',
    request: { params: { name: 'Alice' }, query: { zone: 'reown.id' } },
  },
  {
    endpoint: 'blockchain.createSession',
    source: 'src/handlers/sessions/create.rs handler (QueryParams.api_version)',
    case: 'no v',
    fact: 'silently mishandled: without v=2 the answer is a 200 whose key is its hex hex-encoded again',
    request: {
      params: { address: `eip155:8453:${owner}` },
      body: {
        expiry: 1767225600,
        signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: `0x02${'ab'.repeat(32)}` }] } },
        permissions: [{ type: 'contract-call', data: { address: owner, abi: [], functions: [] } }],
        policies: [],
      },
    },
  },
  {
    endpoint: 'blockchain.createSession',
    source: 'src/handlers/sessions/create.rs handler (QueryParams.api_version)',
    case: 'v=1',
    fact: 'silently mishandled: only v=2 answers the public key; any other v is the hex of its hex',
    request: {
      params: { address: `eip155:8453:${owner}` },
      query: { v: '1' },
      body: {
        expiry: 1767225600,
        signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: `0x02${'ab'.repeat(32)}` }] } },
        permissions: [{ type: 'contract-call', data: { address: owner, abi: [], functions: [] } }],
        policies: [],
      },
    },
  },
  {
    endpoint: 'blockchain.activateSession',
    source: 'src/handlers/sessions/mod.rs ActivatePermissionPayload (context: Bytes)',
    case: 'a context with an odd number of hex digits',
    fact: 'Bytes reads hex of whole bytes: an odd length fails serde (422)',
    request: {
      params: { address: `eip155:8453:${owner}` },
      body: {
        pci: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
        expiry: 1767225600,
        signer: { type: 'keys', data: { keys: [] } },
        permissions: [],
        policies: [],
        context: '0x123',
      },
    },
  },
  {
    endpoint: 'blockchain.convertBuildTransaction',
    source: 'src/handlers/convert/transaction.rs ConvertTransactionQueryEip155',
    case: 'eip155.slippage as the string "1"',
    fact: 'slippage is usize: a JSON string fails serde (422)',
    request: { body: { ...swapBody, eip155: { slippage: '1' } } },
  },
  {
    endpoint: 'blockchain.convertBuildTransaction',
    source: 'src/handlers/convert/transaction.rs ConvertTransactionQueryEip155',
    case: 'eip155.slippage as the fraction 0.5',
    fact: 'slippage is usize: a float fails serde (422)',
    request: { body: { ...swapBody, eip155: { slippage: 0.5 } } },
  },
  {
    endpoint: 'blockchain.convertBuildTransaction',
    source: 'src/handlers/convert/transaction.rs ConvertTransactionQueryParams',
    case: 'amount as a JSON number',
    fact: 'amount is String: a JSON number fails serde (422)',
    request: { body: { ...swapBody, amount: 1000000, eip155: { slippage: 1 } } },
  },
  {
    endpoint: 'blockchain.convertBuildTransaction',
    source: 'src/providers/one_inch.rs (build-transaction)',
    case: 'no eip155 object',
    fact: 'without eip155 the provider answers 400 "slippage parameter is necessary for this type of conversion"',
    request: { body: { ...swapBody } },
  },
  {
    endpoint: 'blockchain.fungiblePrice',
    source: 'src/handlers/fungible_price.rs PriceQueryParams',
    case: 'two addresses in one call',
    fact: 'only addresses[0] is priced; the second would be silently dropped',
    request: {
      body: { currency: 'usd', addresses: [`eip155:1:${usdc}`, `eip155:1:${native}`], projectId: 'project-id' },
    },
  },
  {
    endpoint: 'blockchain.fungiblePrice',
    source: 'src/handlers/fungible_price.rs PriceQueryParams',
    case: 'an empty address list',
    fact: 'an empty list is 400 InvalidAddress',
    request: { body: { currency: 'usd', addresses: [], projectId: 'project-id' } },
  },
  {
    endpoint: 'blockchain.fungiblePrice',
    source: 'src/handlers/fungible_price.rs PriceQueryParams',
    case: 'no projectId in the body',
    fact: 'projectId is a required field of the JSON body (422 without it)',
    request: { body: { currency: 'usd', addresses: [`eip155:1:${usdc}`] } },
  },
  {
    endpoint: 'blockchain.balance',
    source: 'src/handlers/balance.rs BalanceQueryParams (src/handlers/mod.rs SupportedCurrencies)',
    case: "currency 'USD' in upper case",
    fact: 'SupportedCurrencies is lowercase: "USD" fails the query extractor (400)',
    request: { params: { address: vitalik }, query: { currency: 'USD', chainId: 'eip155:1' } },
  },
  {
    endpoint: 'blockchain.registerName',
    source: 'src/handlers/profile/mod.rs RegisterRequest',
    case: 'coin_type as the string "60"',
    fact: 'coin_type is u32: a JSON string fails body extraction (422)',
    request: { body: { coin_type: '60', address: owner, message: registerMessage, signature } },
  },
  {
    endpoint: 'blockchain.registerName',
    source: 'src/handlers/profile/mod.rs RegisterRequest',
    case: 'coinType in camelCase',
    fact: 'RegisterRequest has no renames: the key is coin_type, and without it the body fails (422)',
    request: { body: { coinType: 60, address: owner, message: registerMessage, signature } },
  },
  {
    endpoint: 'blockchain.sessions',
    source: 'src/handlers/sessions/list.rs (path checked by disassemble_caip10)',
    case: 'a plain 0x address instead of CAIP-10',
    fact: 'the path must be a CAIP-10 account; a bare address is refused (400)',
    request: { params: { address: vitalik } },
  },
  {
    endpoint: 'blockchain.revokeSession',
    source: 'src/handlers/sessions/revoke.rs (path checked by disassemble_caip10)',
    case: 'a plain 0x address instead of CAIP-10',
    fact: 'the path must be a CAIP-10 account; a bare address is refused (400)',
    request: { params: { address: vitalik }, body: { pci: '1b4e28ba-2fa1-41d2-883f-0016d3cca427' } },
  },
  {
    endpoint: 'blockchain.onrampUrl',
    source: 'src/handlers/generators/onrampurl.rs OnRampURLRequest',
    case: 'presetFiatAmount 10.5',
    fact: 'presetFiatAmount is usize: a fraction fails deserialization (400 "Error deserializing request body")',
    request: { body: { destinationWallets: [onrampWallet], partnerUserId: 'user-1', presetFiatAmount: 10.5 } },
  },
  {
    endpoint: 'blockchain.onrampUrl',
    source: 'src/handlers/generators/onrampurl.rs OnRampURLRequest',
    case: "defaultExperience 'Buy' capitalized",
    fact: 'defaultExperience is an enum of lowercase "send" | "buy"',
    request: { body: { destinationWallets: [onrampWallet], partnerUserId: 'user-1', defaultExperience: 'Buy' } },
  },
  {
    endpoint: 'blockchain.profileAccount',
    source: 'src/names/utils.rs is_name_length_correct',
    case: 'a two-part name alice.id',
    fact: 'a name must have exactly three parts: 400 InvalidNameLength, even with apiVersion 2',
    request: { params: { name: 'alice.id' }, query: { apiVersion: '2' } },
  },
  {
    endpoint: 'blockchain.profileAccount',
    source: 'src/names/utils.rs is_name_length_correct',
    case: 'a 2-letter label al.reown.id',
    fact: 'the label must be 3 to 64 characters: 400 InvalidNameLength',
    request: { params: { name: 'al.reown.id' }, query: { apiVersion: '2' } },
  },
  {
    endpoint: 'blockchain.profileAccount',
    source: 'src/names/utils.rs is_name_format_correct',
    case: 'a name with a character outside [a-zA-Z0-9.-]',
    fact: 'the name must match ^[a-zA-Z0-9.-]+$: 400 InvalidNameFormat',
    request: { params: { name: 'al*ce.reown.id' }, query: { apiVersion: '2' } },
  },
  {
    endpoint: 'blockchain.profileSuggestions',
    source: 'src/handlers/profile/suggestions.rs handler',
    case: 'a full name alice.reown.id instead of the bare label',
    fact: 'the server appends .{zone} itself: alice.reown.id would become alice.reown.id.reown.id',
    request: { params: { name: 'alice.reown.id' }, query: { zone: 'reown.id' } },
  },
  {
    endpoint: 'blockchain.profileSuggestions',
    source: 'src/handlers/profile/suggestions.rs handler',
    case: 'a 2-letter label',
    fact: 'name.len() < 3 is 400 InvalidNameLength',
    request: { params: { name: 'al' } },
  },
  {
    endpoint: 'blockchain.onrampQuote',
    source: 'src/handlers/onramp/quotes.rs OnRampBuyQuotesParams',
    case: 'no country',
    fact: 'country is a required String: the query extractor refuses it (400)',
    request: { query: { ...onrampQueryWithout, paymentMethod: 'CARD' } },
  },
  {
    endpoint: 'blockchain.onrampQuote',
    source: 'src/handlers/onramp/quotes.rs OnRampBuyQuotesParams',
    case: 'no paymentMethod',
    fact: 'paymentMethod is a required String: the query extractor refuses it (400)',
    request: { query: { ...onrampQueryWithout, country: 'US' } },
  },
  {
    endpoint: 'blockchain.onrampOptions',
    source: 'src/handlers/onramp/options.rs OnRampBuyOptionsParams',
    case: 'no country',
    fact: 'country is a required String: the query extractor refuses it (400)',
    request: { query: {} },
  },
  {
    endpoint: 'blockchain.convertQuotes',
    source: 'src/handlers/convert/quotes.rs ConvertQuoteQueryParams',
    case: 'a plain 0x token address for from',
    fact: 'from and to are split with disassemble_caip10: a bare address is 400 CryptoUitlsError',
    request: { query: { amount: '1000000', from: usdc, to: `eip155:1:${native}` } },
  },
  {
    endpoint: 'blockchain.convertAllowance',
    source: 'src/handlers/convert/allowance.rs AllowanceQueryParams',
    case: 'no userAddress',
    fact: 'userAddress is a required String (CAIP-10): the query extractor refuses it (400)',
    request: { query: { tokenAddress: `eip155:1:${usdc}` } },
  },
  {
    endpoint: 'blockchain.rpc',
    source: 'src/handlers/mod.rs RpcQueryParams',
    case: 'no chainId',
    fact: 'chainId is a required String: the query extractor refuses it (400)',
    request: { query: {}, body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] } },
  },
  {
    endpoint: 'blockchain.rpc',
    source: 'JSON-RPC 2.0 specification, batch',
    case: 'an empty batch',
    fact: 'an empty array is not a batch: the node answers a single "Invalid Request" error (-32600), no answers',
    request: { query: { chainId: 'eip155:1' }, body: [] },
  },
]

// ---- Requests in the client's real shape that the server takes --------------------------------

export const goodRequestRows: GoodRequestRow[] = [
  {
    endpoint: 'blockchain.createSession',
    source: 'src/handlers/sessions/mod.rs QueryParams (v: api_version) and NewPermissionPayload',
    case: 'v=2 and a grant of keys',
    request: {
      params: { address: `eip155:8453:${owner}` },
      query: { v: '2' },
      body: {
        expiry: 1767225600,
        signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: `0x02${'ab'.repeat(32)}` }] } },
        permissions: [{ type: 'contract-call', data: { address: owner, abi: [], functions: [] } }],
        policies: [],
      },
    },
  },
  {
    endpoint: 'blockchain.identity',
    source: 'src/handlers/identity.rs IdentityQueryParams',
    case: 'an address with a sender',
    request: { params: { address: vitalik }, query: { sender: owner } },
  },
  {
    endpoint: 'blockchain.history',
    source: 'src/handlers/history.rs HistoryQueryParams',
    case: 'a cursor and a chainId',
    request: { params: { account: vitalik }, query: { cursor: 'MjAyNS0wNC0zMA==', chainId: 'eip155:1' } },
  },
  {
    endpoint: 'blockchain.history',
    source: 'src/handlers/history.rs HistoryQueryParams',
    case: 'the Coinbase on-ramp history (onramp=coinbase)',
    request: { params: { account: vitalik }, query: { onramp: 'coinbase', chainId: 'eip155:1' } },
  },
  {
    endpoint: 'blockchain.convertQuotes',
    source: 'src/handlers/convert/quotes.rs ConvertQuoteQueryParams',
    case: 'CAIP-10 tokens, an amount and an optional gasPrice',
    request: {
      query: { amount: '1000000', from: `eip155:1:${usdc}`, to: `eip155:1:${native}`, gasPrice: '20000000000' },
    },
  },
  {
    endpoint: 'blockchain.convertTokens',
    source: 'src/handlers/convert/tokens.rs TokensListQueryParams',
    case: 'a CAIP-2 chainId',
    request: { query: { chainId: 'eip155:1' } },
  },
  {
    endpoint: 'blockchain.fungiblePrice',
    source: 'src/handlers/fungible_price.rs PriceQueryParams',
    case: 'one address, currency usd and projectId in the body',
    request: { body: { currency: 'usd', addresses: [`eip155:1:${usdc}`], projectId: 'project-id' } },
  },
  {
    endpoint: 'blockchain.convertAllowance',
    source: 'src/handlers/convert/allowance.rs AllowanceQueryParams',
    case: 'CAIP-10 token and user',
    request: { query: { tokenAddress: `eip155:1:${usdc}`, userAddress: caipVitalik } },
  },
  {
    endpoint: 'blockchain.convertGasPrice',
    source: 'src/handlers/convert/gas_price.rs GasPriceQueryParams',
    case: 'a CAIP-2 chainId',
    request: { query: { chainId: 'eip155:8453' } },
  },
  {
    endpoint: 'blockchain.convertBuildTransaction',
    source: 'src/handlers/convert/transaction.rs ConvertTransactionQueryParams',
    // What appkit sends: slippage is ConstantsUtil.CONVERT_SLIPPAGE_TOLERANCE, the number 1.
    case: 'numeric slippage 1 and disableEstimate',
    request: { body: { ...swapBody, eip155: { slippage: 1 }, disableEstimate: true } },
  },
  {
    endpoint: 'blockchain.convertBuildTransaction',
    source: 'src/handlers/convert/transaction.rs ConvertTransactionQueryEip155',
    case: 'a permit beside the slippage',
    request: { body: { ...swapBody, eip155: { slippage: 1, permit: '0xabcdef' } } },
  },
  {
    endpoint: 'blockchain.convertBuildApprove',
    source: 'src/handlers/convert/approve.rs ConvertApproveQueryParams',
    // amount is optional: without it 1inch builds an unlimited approval.
    case: 'no amount (unlimited approval)',
    request: { query: { from: `eip155:1:${usdc}`, to: `eip155:1:${usdc}` } },
  },
  {
    endpoint: 'blockchain.convertBuildApprove',
    source: 'src/handlers/convert/approve.rs ConvertApproveQueryParams',
    case: 'an exact amount',
    request: { query: { from: `eip155:1:${usdc}`, to: `eip155:1:${usdc}`, amount: '1000000' } },
  },
  {
    endpoint: 'blockchain.balance',
    source: 'src/handlers/balance.rs BalanceQueryParams',
    case: 'currency usd on eip155',
    request: { params: { address: vitalik }, query: { currency: 'usd', chainId: 'eip155:1' } },
  },
  {
    endpoint: 'blockchain.balance',
    source: 'src/handlers/balance.rs BalanceQueryParams',
    case: 'a Solana account on Solana mainnet',
    request: { params: { address: solanaWallet }, query: { currency: 'usd', chainId: solanaMainnet } },
  },
  {
    endpoint: 'blockchain.balance',
    source: 'src/handlers/balance.rs BalanceQueryParams',
    case: 'forceUpdate with a CAIP-10 token',
    request: {
      params: { address: vitalik },
      query: { currency: 'usd', chainId: 'eip155:1', forceUpdate: `eip155:1:${usdc}` },
    },
  },
  {
    endpoint: 'blockchain.profileAccount',
    source: 'src/handlers/profile/mod.rs LookupQueryParams',
    case: 'a three-part name with apiVersion 2',
    request: { params: { name: 'alice.reown.id' }, query: { apiVersion: '2' } },
  },
  {
    endpoint: 'blockchain.profileReverse',
    source: 'src/handlers/profile/mod.rs LookupQueryParams',
    case: 'a checksummed address with apiVersion 2 and a sender',
    request: { params: { address: owner }, query: { apiVersion: '2', sender: owner } },
  },
  {
    endpoint: 'blockchain.profileSuggestions',
    source: 'src/handlers/profile/mod.rs SuggestionsParams',
    case: 'a bare label with zone reown.id',
    request: { params: { name: 'alice' }, query: { zone: 'reown.id' } },
  },
  {
    endpoint: 'blockchain.registerName',
    source: 'src/handlers/profile/mod.rs RegisterRequest',
    case: 'coin_type 60 as a number, a checksummed address and the signed message string',
    request: { body: { coin_type: 60, address: owner, message: registerMessage, signature } },
  },
  {
    endpoint: 'blockchain.onrampUrl',
    source: 'src/handlers/generators/onrampurl.rs OnRampURLRequest',
    case: 'whole preset amounts and defaultExperience buy',
    request: {
      body: {
        destinationWallets: [onrampWallet],
        partnerUserId: '0x71c7656ec7ab88b098defb751b7401b5',
        defaultNetwork: 'base',
        defaultExperience: 'buy',
        presetCryptoAmount: 1,
        presetFiatAmount: 100,
      },
    },
  },
  {
    endpoint: 'blockchain.onrampUrl',
    source: 'src/handlers/generators/onrampurl.rs DestinationWallet',
    // blockchains is optional; supported_networks keeps its snake_case key.
    case: 'a wallet without blockchains and with snake_case supported_networks',
    request: {
      body: {
        destinationWallets: [{ address: solanaWallet, supported_networks: ['solana'] }],
        partnerUserId: 'user-1',
      },
    },
  },
  {
    endpoint: 'blockchain.onrampOptions',
    source: 'src/handlers/onramp/options.rs OnRampBuyOptionsParams',
    case: 'a country and a subdivision',
    request: { query: { country: 'US', subdivision: 'NY' } },
  },
  {
    endpoint: 'blockchain.onrampQuote',
    source: 'src/handlers/onramp/quotes.rs OnRampBuyQuotesParams',
    case: 'every required parameter and a US visitor’s state, paymentAmount as a string',
    request: { query: onrampQuery },
  },
  {
    endpoint: 'blockchain.sessions',
    source: 'src/handlers/sessions/list.rs',
    case: 'a CAIP-10 account',
    request: { params: { address: caipVitalik } },
  },
  {
    endpoint: 'blockchain.revokeSession',
    source: 'src/handlers/sessions/revoke.rs PermissionRevokeRequest',
    case: 'a CAIP-10 account and the pci alone',
    request: { params: { address: caipVitalik }, body: { pci: '1b4e28ba-2fa1-41d2-883f-0016d3cca427' } },
  },
  {
    endpoint: 'blockchain.rpc',
    source: 'src/handlers/mod.rs RpcQueryParams',
    case: 'a chainId and a single JSON-RPC call',
    request: {
      query: { chainId: 'eip155:1' },
      body: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [vitalik, 'latest'] },
    },
  },
  {
    endpoint: 'blockchain.rpc',
    source: 'src/handlers/proxy.rs (the body is forwarded as bytes, only best-effort parsed for analytics)',
    case: 'a chainId and a batch of JSON-RPC calls',
    request: {
      query: { chainId: 'eip155:1' },
      body: [
        { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [vitalik, 'latest'] },
        { jsonrpc: '2.0', id: 2, method: 'eth_gasPrice', params: [] },
      ],
    },
  },
  {
    endpoint: 'directory.getWallets',
    source: 'reown-com/appkit packages/controllers/src/utils/TypeUtil.ts ApiGetWalletsRequest',
    case: 'a page of 40 filtered by chains',
    request: { query: { page: 1, entries: 40, chains: `eip155:1,${solanaMainnet}` } },
  },
  {
    endpoint: 'analytics.sendEvents',
    source: 'reown-com/appkit-controllers 1.8.24 EventsController sendBatch (the beacon to /batch)',
    case: "a batch: the modal opened, then a connection with the active network's caipNetworkId",
    request: {
      body: [
        {
          eventId: '7d0a7c2e-3f4b-4a8e-9b61-2f0c1d9e5a11',
          url: 'https://app.example.com/',
          domain: 'app.example.com',
          timestamp: 1767222000123,
          props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false, caipNetworkId: 'eip155:1' } },
        },
        {
          eventId: '9b1f5e0a-62c4-4d3e-8f17-0a6b2c9d4e71',
          url: 'https://app.example.com/',
          domain: 'app.example.com',
          timestamp: 1767222004518,
          props: {
            type: 'track',
            event: 'CONNECT_SUCCESS',
            properties: { method: 'qrcode', name: 'MetaMask', caipNetworkId: 'eip155:1' },
            address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
          },
        },
      ],
    },
  },
  {
    endpoint: 'analytics.sendError',
    source: 'reown-com/appkit-controllers 1.8.24 TelemetryController sendError (TelemetryErrorCategory)',
    case: 'an API error report with an ISO time',
    request: {
      body: {
        eventId: '2c8e4a6b-0d1f-4e3a-9c5b-7a8d6e4f2b10',
        url: 'https://app.example.com/',
        domain: 'app.example.com',
        timestamp: '2026-01-01T00:00:00.123Z',
        props: {
          type: 'error',
          event: 'API_ERROR',
          errorType: 'Error',
          errorMessage: 'HTTP status code: 503',
          stackTrace:
            'Error: HTTP status code: 503\n    at FetchUtil.fetchJson (https://app.example.com/assets/index.js:1:2345)',
        },
      },
    },
  },
]
