// The seed's well-known records. Tests, stories and contracts name these instead of
// repeating literals, so a fixture changes in one place.
import { solanaLocalnet, solanaMainnet } from './chains'

const evmAccount = '0xA11cE5D1a9B0c7e3f2D4b6A8c0E1f3A5b7c9d2e4'
const nativeEvm = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

export const fixtures = {
  /** The seed's "now": every timestamp of the seed is at or before it. */
  now: '2025-01-15T12:00:00.000Z',
  chainId: 'eip155:1',
  solanaChainId: solanaMainnet,
  /** An EVM account with tokens on several chains, a paged history with spam, a name, sessions. */
  account: evmAccount,
  caipAccount: `eip155:1:${evmAccount}`,
  /** An EVM account the seed knows nothing about: no tokens, no history, no name. */
  emptyAccount: '0xe3b70c4d1f2A5e6b8C9D0A1b2C3D4e5f6A7B8C90',
  /** Another EVM account, owner of a name next to the registered one. */
  otherAccount: '0xb0B5C1D2e3F4a5b6c7D8E9F0a1B2c3d4E5f6a7b8',
  /** A Solana account with SOL and USDC on mainnet. */
  solanaAccount: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  /** The first three funded accounts of a fresh anvil node, funded on eip155:31337 here too. */
  anvilAccounts: [
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  ],
  /**
   * The Solana accounts of the demo's wallets (mocks/wallets/solanaAccount.ts: derived from anvil's
   * first three keys), each funded with SOL and the demo SPL token on the local Solana chain.
   */
  solanaDemoAccounts: [
    '4i1XQyTRDujAfuTZYEfJMPQwTj356jfzeBmGWEvLPNRb',
    '5kD6tqG3wYsL29FWPWdhDZZBGpy1QsuEXdo32sQmetPG',
    'HqCUCU35oX2gcB6n4zJSM6SVLtRMbbqgBkYbLNg6LUQ6',
  ],
  /** The WalletConnect demo wallet's Bitcoin addresses (watch-only): payment (P2WPKH), then ordinals (P2TR). */
  bitcoinDemoAccounts: [
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  ],
  /**
   * The fake on-ramp provider's wallet: anvil's tenth funded account, which sends what a visitor
   * buys through the fake checkout page (mocks/onramp/fakeProvider.ts).
   */
  onrampProvider: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  nameZone: 'reown.id',
  registeredName: 'portico-demo.reown.id',
  /** Registered to `otherAccount`, so suggestions for the registered name mix both flags. */
  neighbourName: 'portico-demo1.reown.id',
  unregisteredName: 'portico-newcomer.reown.id',
  /** A listed project with its own origins. Any unlisted id works too (served by row `*`). */
  projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7',
  analyticsDisabledProjectId: 'b02f3a4b5c6d7e8f9012a3b4c5d6e7f8',
  /** The one project id the mock refuses (403, "Invalid project id"). */
  invalidProjectId: '00000000000000000000000000000000',
  /** Directory ids of well-known wallets, as the real directory has them. */
  walletIds: {
    metamask: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    trust: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    coinbase: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    rainbow: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    safe: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f',
    ledger: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
    zerion: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
    solflare: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
  },
  /** CAIP addresses of tokens in the seed. */
  tokenAddresses: {
    ethereumNative: `eip155:1:${nativeEvm}`,
    ethereumUsdc: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    ethereumUsdt: 'eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7',
    ethereumDai: 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F',
    ethereumWbtc: 'eip155:1:0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
    ethereumLink: 'eip155:1:0x514910771AF9Ca656af840dff83E8264EcF986CA',
    ethereumUni: 'eip155:1:0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
    polygonNative: `eip155:137:${nativeEvm}`,
    polygonUsdc: 'eip155:137:0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    polygonWeth: 'eip155:137:0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619',
    /** Zero decimals: the client drops it as low quality (spec section 5). */
    polygonQuestPoints: 'eip155:137:0x9a1e5d0C7b3f4e2a1D6c8B7a9e0F1d2c3b4A5E6F',
    baseNative: `eip155:8453:${nativeEvm}`,
    baseUsdc: 'eip155:8453:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    baseDegen: 'eip155:8453:0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed',
    optimismUsdc: 'eip155:10:0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
    arbitrumUsdc: 'eip155:42161:0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
    /** The demo token (PTC): the first contract anvil's first account deploys, at its deterministic address (demoTokenAddress). */
    anvilTestToken: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    /** The second demo token (PUSD), anvil's first account's third contract (mocks/chain/swapPool.ts). */
    anvilDollarToken: 'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    solanaNative: `${solanaMainnet}:So11111111111111111111111111111111111111112`,
    solanaUsdc: `${solanaMainnet}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`,
    /** The demo SPL token (PTC) on the local Solana chain: its mint, from a fixed key (mocks/solana/demoSolana.ts). */
    solanaLocalnetTestToken: `${solanaLocalnet}:EqQe8ZQVLSX4h1wncd6xTZ4jKvdijHPcE4G3cRcUhh4W`,
  },
  /** The EVM "native currency" address the swap service uses. */
  nativeEvmAddress: nativeEvm,
  /** The swap router the allowances and built transactions refer to (same on every chain). */
  swapRouter: '0x1111111254EEB25477B68fb85Ed929f73A960582',
  /** Smart-session permissions of `caipAccount`: one live, one revoked. */
  sessionPcis: ['8b1d6c2e-4f3a-4e5b-9c7d-0a1b2c3d4e5f', '3e9f0a1b-2c3d-4e5f-8a6b-7c8d9e0f1a2b'],
} as const

export type Fixtures = typeof fixtures

/** The seed's clock, for a mock setup whose answers must not move with the wall clock (contract tests). */
export const seedClock = () => Date.parse(fixtures.now)
