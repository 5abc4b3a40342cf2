// The wallet directory: a few well-known wallets with their real directory ids first, then
// generated ones, enough to page through (40 per page, 100 per search; section 9) and
// varied the way the real directory is: some without rdns, without a mobile link, only a
// web app, Solana-only, certified or not.
import { solanaMainnet } from './chains'
import { fixtures } from './fixtures'
import type { MockDb } from './models'
import { createRandom, type Random } from './random'

export const defaultWalletCount = 600

type WalletRow = Parameters<MockDb['wallet']['create']>[0] & { id: string; name: string }

const evmChains = [10, 137, 8453, 42161, 56, 43114, 100, 324, 42220, 7777777].map((id) => `eip155:${id}`)
const otherChains = [
  'bip122:000000000019d6689c085ae165831e93',
  'cosmos:cosmoshub-4',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
]
const majorEvm = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161', 'eip155:56']

const store = {
  apple: (slug: string, id: number) => `https://apps.apple.com/app/${slug}/id${id}`,
  play: (pkg: string) => `https://play.google.com/store/apps/details?id=${pkg}`,
  chrome: (slug: string, id: string) => `https://chromewebstore.google.com/detail/${slug}/${id}`,
}

/** The well-known wallets, with the links and rdns their real listings carry. */
function knownWallets(random: Random): WalletRow[] {
  const w = fixtures.walletIds
  const base = (id: string, name: string, rest: Partial<WalletRow>): WalletRow => ({
    id,
    name,
    image_id: random.uuid(),
    rdns: null,
    chains: majorEvm,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    link_mode: null,
    homepage: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    badge_type: 'certified',
    ...rest,
  })
  return [
    base(w.metamask, 'MetaMask', {
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
      homepage: 'https://metamask.io/',
      app_store: store.apple('metamask', 1438144202),
      play_store: store.play('io.metamask'),
      chrome_store: store.chrome('metamask', 'nkbihfbeogaeaoehlefnkodbefgpgknn'),
    }),
    base(w.trust, 'Trust Wallet', {
      rdns: 'com.trustwallet.app',
      chains: [...majorEvm, solanaMainnet, 'cosmos:cosmoshub-4'],
      mobile_link: 'trust://',
      homepage: 'https://trustwallet.com/',
      app_store: store.apple('trust-crypto-bitcoin-wallet', 1288339409),
      play_store: store.play('com.wallet.crypto.trustapp'),
      chrome_store: store.chrome('trust-wallet', 'egjidjbpglichdcondbcbdnbeeppgdph'),
    }),
    base(w.coinbase, 'Coinbase Wallet', {
      rdns: 'com.coinbase.wallet',
      mobile_link: 'cbwallet://',
      homepage: 'https://www.coinbase.com/wallet',
      app_store: store.apple('coinbase-wallet', 1278383455),
      play_store: store.play('org.toshi'),
      chrome_store: store.chrome('coinbase-wallet-extension', 'hnfanknocfeofbddgcijnmhnfnkdnaad'),
    }),
    base(w.rainbow, 'Rainbow', {
      rdns: 'me.rainbow',
      mobile_link: 'rainbow://',
      // Its universal link beside the scheme: a phone opens the app by it (the directory's link_mode).
      link_mode: 'https://rnbwapp.com',
      homepage: 'https://rainbow.me/',
      app_store: store.apple('rainbow-ethereum-wallet', 1457119021),
      play_store: store.play('me.rainbow'),
    }),
    // A multisig wallet: a web app only, no rdns.
    base(w.safe, 'Safe', {
      chains: [...majorEvm, 'eip155:100'],
      webapp_link: 'https://app.safe.global/',
      homepage: 'https://safe.global/',
    }),
    // A hardware wallet's companion app: desktop and mobile deep links, no rdns.
    base(w.ledger, 'Ledger Live', {
      mobile_link: 'ledgerlive://',
      desktop_link: 'ledgerlive://',
      homepage: 'https://www.ledger.com/',
    }),
    base(w.zerion, 'Zerion', {
      rdns: 'io.zerion.wallet',
      mobile_link: 'zerion://',
      homepage: 'https://zerion.io/',
      badge_type: 'none',
    }),
    // Solana only, with a universal link instead of a custom scheme.
    base(w.solflare, 'Solflare', {
      chains: [solanaMainnet],
      mobile_link: 'https://solflare.com/ul/v1',
      homepage: 'https://solflare.com/',
    }),
  ]
}

const first = [
  'Aurora',
  'Nimbus',
  'Cobalt',
  'Ember',
  'Harbor',
  'Lumen',
  'Meridian',
  'Nova',
  'Orbit',
  'Pebble',
  'Quartz',
  'Ripple',
  'Summit',
  'Tidal',
  'Umber',
  'Vertex',
  'Willow',
  'Zephyr',
  'Atlas',
  'Beacon',
  'Cinder',
  'Drift',
  'Echo',
  'Fable',
  'Granite',
  'Halo',
  'Iris',
  'Juniper',
  'Kestrel',
  'Lattice',
]
const second = [
  'Wallet',
  'Vault',
  'Pay',
  'Keys',
  'Pocket',
  'Safe',
  'Wave',
  'Link',
  'Purse',
  'Ledger',
  'Pass',
  'Hub',
  'Bridge',
  'Box',
  'Nest',
  'Chain',
  'Coin',
  'Gate',
  'Port',
  'Dock',
  'Key',
  'Mint',
  'Shell',
  'Vaultly',
]

/** Unique names in a seeded order; past the 720 combinations a numeral keeps them unique. */
function nameAt(index: number, order: readonly number[]): string {
  const combos = first.length * second.length
  const combo = order[index % combos]!
  const round = Math.floor(index / combos)
  const name = `${first[combo % first.length]} ${second[Math.floor(combo / first.length)]}`
  return round === 0 ? name : `${name} ${round + 1}`
}

function generatedWallet(random: Random, name: string): WalletRow {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
  const chains = new Set<string>()
  const solanaOnly = random.chance(0.05)
  if (!solanaOnly && random.chance(0.9)) chains.add('eip155:1')
  if (!solanaOnly) for (const chain of evmChains) if (random.chance(0.35)) chains.add(chain)
  if (solanaOnly || random.chance(0.2)) chains.add(solanaMainnet)
  for (const chain of otherChains) if (random.chance(0.06)) chains.add(chain)
  if (chains.size === 0) chains.add('eip155:1')
  const mobileKind = random.next()
  const mobile_link = mobileKind < 0.45 ? `${slug}://` : mobileKind < 0.8 ? `https://${slug}.app/wc` : null
  const rdns = random.chance(0.85) ? `${random.pick(['com', 'io', 'app', 'xyz'])}.${slug}` : null
  return {
    id: random.hex(64),
    name,
    image_id: random.uuid(),
    rdns,
    chains: [...chains],
    mobile_link,
    desktop_link: random.chance(0.2) ? `${slug}-desktop://` : null,
    webapp_link: random.chance(0.15) ? `https://app.${slug}.io` : null,
    link_mode: null,
    homepage: random.chance(0.9) ? `https://${slug}.io` : null,
    app_store: mobile_link && random.chance(0.8) ? store.apple(slug, random.int(1_000_000_000, 1_999_999_999)) : null,
    play_store: mobile_link && random.chance(0.8) ? store.play(`com.${slug}`) : null,
    chrome_store:
      rdns && random.chance(0.4)
        ? store.chrome(
            slug,
            random.hex(32).replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!),
          )
        : null,
    badge_type: random.chance(0.15) ? 'certified' : 'none',
  }
}

/** The directory rows in rank order; `count` includes the well-known wallets. */
export function directoryWallets(count: number = defaultWalletCount): WalletRow[] {
  const random = createRandom('portico/wallets')
  const known = knownWallets(random)
  const combos = first.length * second.length
  // A seeded shuffle of the name combinations, so neighbours in rank do not share a prefix.
  const order = Array.from({ length: combos }, (_, i) => i)
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  const generated = Array.from({ length: Math.max(0, count - known.length) }, (_, i) =>
    generatedWallet(random, nameAt(i, order)),
  )
  return [...known, ...generated].slice(0, count)
}

export function seedWallets(db: MockDb, count: number = defaultWalletCount): void {
  directoryWallets(count).forEach((wallet, index) => db.wallet.create({ ...wallet, rank: index + 1 }))
}

/**
 * Not seeded: a directory entry whose every link is hostile or refused (script schemes, plain
 * http, credentials, control characters), for tests and stories that add it to show no link
 * from it ever becomes an href.
 */
export const trapdoorWallet: WalletRow = {
  id: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeedf00dfeedf00dfeedf00dfeed',
  rank: 9999,
  name: 'Trapdoor Wallet',
  image_id: 'trapdoor-wallet-logo',
  rdns: null,
  chains: ['eip155:1'],
  mobile_link: 'javascript:alert(document.domain)//',
  desktop_link: 'java\tscript:alert(1)',
  webapp_link: 'data:text/html,<script>alert(1)</script>',
  link_mode: 'https://evil.example:pw@trap/',
  homepage: 'javascript:alert(2)',
  app_store: 'http://apps.example/trapdoor',
  play_store: 'https://user:pass@play.example/trapdoor',
  chrome_store: 'vbscript:msgbox(1)',
  badge_type: 'none',
}
