// What the Connect view lists, in which groups and order (section 2, connector type order;
// section 5, the Browser Wallet rule and exclusions). One pure builder, tested rule by rule,
// and a selector that feeds it from the store and the directory cache.
import { createSelector } from '../../store/toolkit'
import type { WalletDirectoryEntry } from '../../contract'
import { connectorGroups, type ConnectorGroup } from '../../config/connectorTypes'
import type { CustomWallet } from '../../config/schema'
import type { ConnectorInfo } from './connectorsSlice'
import type { RecentWallet } from './recentWalletsSlice'
import { selectOptions } from '../options/selectors'
import { selectNetworks } from '../chain/selectors'
import {
  selectAvailableConnectors,
  selectConnectableConnectors,
  selectNetworkToConnect,
  selectRecentWallets,
} from './selectors'
import type { RootState } from '../../store/state'
import { inAppWallet, type InAppWallet } from '../inAppBrowser/inAppWallet'

/** Section 9: the Connect view shows 4 recommended wallets. */
export const recommendedCount = 4
/**
 * Not in the spec: the browser wallets Connect lists before the rest wait in All Wallets. A
 * page can announce any number (a thousand made 5,085 elements and a 478 ms open).
 */
export const browserWalletsShown = 5

export interface WalletItem {
  /** Unique within the list. */
  id: string
  name: string
  imageUrl?: string
  /** Directory image id, for getWalletImage. */
  imageId?: string
  /** Set when a live connector can connect this wallet directly. */
  connectorId?: string
  /** Directory id, for wallets reached through WalletConnect. */
  walletId?: string
  rdns?: string
  installed: boolean
  recent: boolean
}

export interface ConnectGroup {
  group: ConnectorGroup
  items: WalletItem[]
}

export interface ConnectListInputs {
  connectors: ConnectorInfo[]
  recent: RecentWallet[]
  featured: WalletDirectoryEntry[]
  recommended: WalletDirectoryEntry[]
  custom: CustomWallet[]
  /** Directory ids, rdns or names (case-insensitive). */
  excluded: string[]
  /** Directory ids; when set, only these directory wallets are listed. */
  included: string[]
  /** Host-overridden group order; the rest follow in the default order. */
  order: ConnectorGroup[]
  isMobile: boolean
  connectedViaWalletConnect: boolean
  /** Off: directory wallets without a connector on the page cannot be reached, so are not listed. */
  walletConnectEnabled?: boolean
  /** All Wallets is offered: it lists every browser wallet, so Connect shows the first few. */
  allWalletsOffered?: boolean
  /** The wallet the page runs inside (features/inAppBrowser): listed first, or alone. */
  inApp?: InAppWallet
}

/** Excluded wallets are hidden by id, by rdns, or by case-insensitive name (section 5). */
export function exclusionFilter(excluded: string[]) {
  const exact = new Set(excluded)
  const names = new Set(excluded.map((e) => e.toLowerCase()))
  return (wallet: { id?: string; rdns?: string | null; name: string }) =>
    (!!wallet.id && exact.has(wallet.id)) ||
    (!!wallet.rdns && exact.has(wallet.rdns)) ||
    names.has(wallet.name.toLowerCase())
}

/** The Browser Wallet entry is hidden on desktop, or on mobile when it has no rdns and is not installed. */
export function browserWalletShown(connector: ConnectorInfo, isMobile: boolean): boolean {
  if (connector.type !== 'INJECTED') return true
  if (!isMobile) return false
  return !!connector.rdns || connector.installed
}

const fromConnector = (c: ConnectorInfo, recent = false): WalletItem => ({
  id: c.id,
  name: c.name,
  imageUrl: c.imageUrl,
  imageId: c.imageId,
  connectorId: c.id,
  walletId: c.explorerId,
  rdns: c.rdns,
  installed: c.installed,
  recent,
})

const fromEntry = (e: WalletDirectoryEntry, connectors: ConnectorInfo[]): WalletItem => {
  const connector = e.rdns ? connectors.find((c) => c.rdns === e.rdns && c.installed) : undefined
  return {
    id: e.id,
    name: e.name,
    imageId: e.image_id,
    walletId: e.id,
    rdns: e.rdns ?? undefined,
    connectorId: connector?.id,
    installed: !!connector,
    recent: false,
  }
}

export function groupOrder(hostOrder: ConnectorGroup[]): ConnectorGroup[] {
  const first = [...new Set(hostOrder)]
  return [...first, ...connectorGroups.filter((g) => !first.includes(g))]
}

/** The page's wallets as Connect and All Wallets list them (the Browser Wallet rule, no doubles). */
export function browserWalletsOf(connectors: ConnectorInfo[], isMobile: boolean): ConnectorInfo[] {
  const announcedRdns = new Set(connectors.filter((c) => c.type === 'ANNOUNCED' && c.rdns).map((c) => c.rdns!))
  // A wallet merged across namespaces (MULTI_CHAIN) is listed once, in place of its parts.
  const merged = new Set(connectors.flatMap((c) => (c.type === 'MULTI_CHAIN' ? (c.connectors ?? []) : [])))
  return connectors.filter(
    (c) =>
      (c.type === 'ANNOUNCED' || c.type === 'INJECTED' || c.type === 'MULTI_CHAIN') &&
      !merged.has(c.id) &&
      browserWalletShown(c, isMobile) &&
      // The legacy provider of a wallet that also announced itself is the same wallet.
      !(c.type === 'INJECTED' && c.rdns && (announcedRdns.has(c.rdns) || merged.has(`announced:${c.rdns}`))),
  )
}

export function buildConnectList(input: ConnectListInputs): ConnectGroup[] {
  const hidden = exclusionFilter(input.excluded)
  const seen = new Set<string>()
  const keysOf = (w: { id: string; rdns?: string; walletId?: string }) =>
    [w.id, w.rdns, w.walletId].filter((k): k is string => !!k)
  const take = (items: WalletItem[]) =>
    items.filter((item) => {
      if (hidden(item) || keysOf(item).some((k) => seen.has(k))) return false
      keysOf(item).forEach((k) => seen.add(k))
      return true
    })
  const inIncluded = (e: WalletDirectoryEntry) => input.included.length === 0 || input.included.includes(e.id)

  // Inside a wallet (its own browser, a mini app's host): that wallet is taken first, ahead of
  // its recent entry and its announced twin; alone, it is all Connect lists.
  const isRecent = (c: ConnectorInfo) => input.recent.some((r) => r.id === c.id || (!!r.rdns && r.rdns === c.rdns))
  const first = take(
    (input.inApp?.connectorIds ?? []).flatMap((id) =>
      input.connectors.filter((c) => c.id === id).map((c) => fromConnector(c, isRecent(c))),
    ),
  )
  if (input.inApp?.alone && first.length > 0) return [{ group: 'injected', items: first }]

  const browserWallets = browserWalletsOf(input.connectors, input.isMobile)
  const recent = input.recent.map((r): WalletItem => {
    const connector = input.connectors.find((c) => c.id === r.id || (!!r.rdns && c.rdns === r.rdns))
    return connector
      ? fromConnector(connector, true)
      : {
          id: r.id,
          name: r.name,
          imageUrl: r.imageUrl,
          imageId: r.imageId,
          rdns: r.rdns,
          walletId: r.id,
          installed: false,
          recent: true,
        }
  })
  const walletConnect = input.connectedViaWalletConnect
    ? []
    : input.connectors.filter((c) => c.type === 'WALLET_CONNECT')

  // Filled in the order that decides which group keeps a wallet listed in two: a recent
  // wallet stays recent, an installed one stays with the browser wallets.
  const items: Record<ConnectorGroup, WalletItem[]> = {
    walletConnect: take(walletConnect.map((c) => fromConnector(c))),
    recent: take(recent),
    injected: [...first, ...take(browserWallets.map((c) => fromConnector(c)))].slice(
      0,
      input.allWalletsOffered ? browserWalletsShown : undefined,
    ),
    featured: take(input.featured.filter(inIncluded).map((e) => fromEntry(e, input.connectors))),
    custom: take(
      input.custom.map((w) => ({
        id: w.id,
        name: w.name,
        imageUrl: w.imageUrl,
        rdns: w.rdns,
        installed: false,
        recent: false,
      })),
    ),
    external: take(input.connectors.filter((c) => c.type === 'EXTERNAL').map((c) => fromConnector(c))),
    recommended: take(input.recommended.filter(inIncluded).map((e) => fromEntry(e, input.connectors))).slice(
      0,
      recommendedCount,
    ),
  }
  const reachable = (item: WalletItem) => input.walletConnectEnabled !== false || !!item.connectorId
  const order = groupOrder(input.order)
  return (first.length > 0 ? ['injected' as const, ...order.filter((g) => g !== 'injected')] : order)
    .map((group) => ({ group, items: items[group].filter(reachable) }))
    .filter((g) => g.items.length > 0)
}

/** The directory asks behind the featured and recommended groups; the view subscribes with the same. */
export const selectFeaturedWalletsArg = createSelector([selectOptions], (options) =>
  options.wallets.featured.length > 0
    ? { query: { entries: options.wallets.featured.length, include: options.wallets.featured.join(',') } }
    : undefined,
)

export const selectRecommendedWalletsArg = createSelector([selectOptions, selectNetworks], (options, networks) => {
  const query: { entries: number; chains?: string; exclude?: string; include?: string } = { entries: recommendedCount }
  if (networks.length > 0) query.chains = networks.map((n) => n.caipNetworkId).join(',')
  if (options.wallets.featured.length > 0) query.exclude = options.wallets.featured.join(',')
  if (options.wallets.included.length > 0) query.include = options.wallets.included.join(',')
  return { query }
})

export const selectExcludedWalletFilter = createSelector([selectOptions], (options) =>
  exclusionFilter(options.wallets.excluded),
)

/** All Wallets lists the directory, reached through WalletConnect: not offered without it. */
export const selectAllWalletsOffered = createSelector(
  [selectOptions, selectConnectableConnectors],
  (options, connectors) =>
    options.features.allWallets &&
    options.walletConnect.enabled &&
    // Inside a wallet's own browser, the other wallets are not offered.
    !inAppWallet(connectors, options.environment)?.alone,
)

/** The browser wallets All Wallets lists first: every one the page has, not only those Connect shows. */
export const selectBrowserWallets = createSelector(
  [selectConnectableConnectors, selectOptions, selectExcludedWalletFilter],
  (connectors, options, hidden) => browserWalletsOf(connectors, options.environment.isMobile).filter((c) => !hidden(c)),
)

/**
 * The recent wallets Connect offers: while it asks for a wallet of one namespace, not one on the
 * page that cannot connect it (the EVM wallet connected a moment ago, when Solana is asked).
 */
const selectConnectableRecentWallets = createSelector(
  [selectRecentWallets, selectAvailableConnectors, selectConnectableConnectors],
  (recent, available, connectable) =>
    recent.filter((wallet) => {
      const onPage = available.find((c) => c.id === wallet.id || (!!wallet.rdns && c.rdns === wallet.rdns))
      return !onPage || connectable.includes(onPage)
    }),
)

type Entries = (state: RootState) => WalletDirectoryEntry[]

/**
 * The Connect view's list: the store's rules (buildConnectList) over the directory's featured
 * entries (in the host's order) and recommended ones, as `featured` and `recommended` read them.
 */
export const connectListOver = (featured: Entries, recommended: Entries) =>
  createSelector(
    [
      selectConnectableConnectors,
      selectConnectableRecentWallets,
      featured,
      recommended,
      selectOptions,
      (state: RootState) => state.portico.connectors.connectedIdByNamespace,
      selectAllWalletsOffered,
      selectNetworkToConnect,
    ],
    (connectors, recent, featured, recommended, options, connectedIds, allWalletsOffered, asked) => {
      // Asked for a wallet of one namespace: not a directory wallet whose chains say it has none of it.
      const connects = (entry: WalletDirectoryEntry) =>
        !asked || !entry.chains || entry.chains.some((chain) => chain.startsWith(`${asked.chainNamespace}:`))
      return buildConnectList({
        connectors,
        recent,
        featured: featured.filter(connects),
        recommended: recommended.filter(connects),
        custom: options.wallets.custom,
        excluded: options.wallets.excluded,
        included: options.wallets.included,
        order: options.connectorTypeOrder,
        isMobile: options.environment.isMobile,
        walletConnectEnabled: options.walletConnect.enabled,
        allWalletsOffered,
        inApp: inAppWallet(connectors, options.environment),
        // walletConnect is hidden when already connected via WalletConnect.
        connectedViaWalletConnect: Object.values(connectedIds).some(
          (id) => connectors.find((c) => c.id === id)?.type === 'WALLET_CONNECT',
        ),
      })
    },
  )

const noEntries: WalletDirectoryEntry[] = []

/**
 * The list before the directory can be read (its cache comes with the api): the page's wallets,
 * WalletConnect, the recent and the host's own. The Connect view paints these with the body,
 * on the slowest network too, and the directory's join them when the api is there.
 */
export const selectPageConnectList = connectListOver(
  () => noEntries,
  () => noEntries,
)
