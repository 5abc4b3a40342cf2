// Rows of the mock db shaped into the contract's entities (spec section 3). Kept apart from
// the resolvers so each entity has one shape, whichever call returns it.
import type { z } from 'zod'
import type {
  balanceItem,
  nameRecord,
  smartSession,
  swapToken,
  transaction,
  transfer,
  walletDirectoryEntry,
} from '../../src/contract/entities'
import type { Row } from '../db'
import { fromBaseUnits, round } from '../db/units'

/**
 * A balance entry as the server sends it: no address for the native currency, a CAIP-10 address
 * on eip155 and the bare mint on Solana (one of the server's two Solana providers does that).
 */
export function balanceItemOf(token: Row<'token'>, raw: string): z.input<typeof balanceItem> {
  const numeric = fromBaseUnits(raw, token.decimals)
  const address = token.chainId.startsWith('solana:') ? token.contract : token.caipAddress
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: token.chainId,
    ...(token.isNative ? {} : { address }),
    value: round(Number(numeric) * token.priceUsd, 2),
    price: token.priceUsd,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: token.iconUrl,
  }
}

const contentTypeOf = (url: string) => /^data:(image\/[-+.\w]+)[;,]/.exec(url)?.[1] ?? null

/** A transfer as the server sends it: both info keys present, the one that does not apply null. */
function transferOf(row: Row<'transfer'>): z.input<typeof transfer> {
  const common = { direction: row.direction, quantity: { numeric: row.numeric }, value: row.value, price: row.price }
  if (row.kind === 'nft') {
    const preview = row.previewUrl ? { url: row.previewUrl, content_type: contentTypeOf(row.previewUrl) } : null
    return {
      ...common,
      fungible_info: null,
      // The full-size picture's type is not always known to the provider.
      nft_info: {
        name: row.name,
        content: preview ? { preview, detail: { url: preview.url, content_type: null } } : null,
        flags: { is_spam: row.isSpam },
      },
    }
  }
  return {
    ...common,
    fungible_info: { name: row.name, symbol: row.symbol, icon: row.iconUrl ? { url: row.iconUrl } : null },
    nft_info: null,
  }
}

/** A trade names the app it went through; other transactions have none (null). */
const applicationOf = (row: Row<'transaction'>) =>
  row.operationType === 'trade' ? { name: 'Portico Swap', iconUrl: null } : null

export function transactionOf(
  row: Row<'transaction'>,
  transfers: readonly Row<'transfer'>[],
): z.input<typeof transaction> {
  return {
    id: row.id,
    metadata: {
      operationType: row.operationType,
      hash: row.hash,
      minedAt: row.minedAt,
      sentFrom: row.sentFrom,
      sentTo: row.sentTo,
      status: row.status,
      // The seed keeps no nonce: one read off the hash is stable and plausible.
      nonce: Number.parseInt(row.hash.slice(2, 6), 16),
      application: applicationOf(row),
      chain: row.chain,
    },
    transfers: [...transfers].sort((a, b) => a.position - b.position).map(transferOf),
  }
}

export function nameRecordOf(row: Row<'accountName'>): z.input<typeof nameRecord> {
  // Only `bio` can be registered today; `avatar` stands for records made before that rule.
  const attributes: Record<string, string> = {
    ...(row.avatar ? { avatar: row.avatar } : {}),
    ...(row.bio ? { bio: row.bio } : {}),
  }
  return {
    name: row.name,
    registered_at: row.registeredAt,
    updated_at: row.updatedAt,
    attributes,
    // A name registered on another EVM chain is also given the Ethereum entry (coin type 60).
    addresses: Object.fromEntries(
      [...new Set([row.coinType, 60])].map((coinType) => [
        String(coinType),
        { address: row.address, created_at: row.registeredAt },
      ]),
    ),
  }
}

/** A directory entry without the db's own fields (rank). */
export function walletEntryOf(row: Row<'wallet'>): z.input<typeof walletDirectoryEntry> {
  return {
    id: row.id,
    name: row.name,
    image_id: row.image_id,
    rdns: row.rdns,
    chains: [...row.chains],
    mobile_link: row.mobile_link,
    desktop_link: row.desktop_link,
    webapp_link: row.webapp_link,
    // Only the wallets that have one list it.
    ...(row.link_mode && { link_mode: row.link_mode }),
    homepage: row.homepage,
    app_store: row.app_store,
    play_store: row.play_store,
    chrome_store: row.chrome_store,
    badge_type: row.badge_type,
  }
}

export function swapTokenOf(token: Row<'token'>): z.input<typeof swapToken> {
  return {
    name: token.name,
    symbol: token.symbol,
    address: token.caipAddress,
    decimals: token.decimals,
    logoUri: token.iconUrl || null,
    eip2612: token.eip2612,
  }
}

export function smartSessionOf(row: Row<'smartSession'>): z.input<typeof smartSession> {
  return {
    project: { id: row.projectId, name: row.projectName, url: null, iconUrl: null },
    pci: row.pci,
    expiry: row.expiry,
    createdAt: row.createdAt,
    permissions: JSON.parse(row.permissions) as { type: string; data: unknown }[],
    policies: JSON.parse(row.policies) as { type: string; data: unknown }[],
    context: row.context,
    revokedAt: row.revokedAt,
  }
}
