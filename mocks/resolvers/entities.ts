// Rows of the mock db shaped into the contract's entities (spec section 3). Kept apart from
// the resolvers so each entity has one shape, whichever call returns it.
import type { z } from 'zod'
import type { nameRecord, siwxSession, swapToken, tokenBalance, transaction, transfer, walletDirectoryEntry } from '../../src/contract/entities'
import type { Row } from '../db'
import { fromBaseUnits, round } from '../db/units'

export function tokenBalanceOf(token: Row<'token'>, raw: string): z.input<typeof tokenBalance> {
  const numeric = fromBaseUnits(raw, token.decimals)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: token.chainId,
    // The native currency has no contract address (section 3).
    ...(token.isNative ? {} : { address: token.caipAddress }),
    value: round(Number(numeric) * token.priceUsd, 2),
    price: token.priceUsd,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: token.iconUrl,
  }
}

function transferOf(row: Row<'transfer'>): z.input<typeof transfer> {
  const priced = { ...(row.value === null ? {} : { value: row.value }), ...(row.price === null ? {} : { price: row.price }) }
  if (row.kind === 'nft') {
    return {
      direction: row.direction,
      quantity: { numeric: row.numeric },
      nft_info: { name: row.name, flags: { is_spam: row.isSpam }, content: { preview: row.previewUrl ? { url: row.previewUrl } : null } },
      ...priced,
    }
  }
  return {
    direction: row.direction,
    quantity: { numeric: row.numeric },
    fungible_info: { name: row.name, symbol: row.symbol ?? '', icon: row.iconUrl ? { url: row.iconUrl } : null },
    ...priced,
  }
}

export function transactionOf(row: Row<'transaction'>, transfers: readonly Row<'transfer'>[]): z.input<typeof transaction> {
  return {
    id: row.id,
    metadata: {
      minedAt: row.minedAt,
      chain: row.chain,
      operationType: row.operationType,
      status: row.status,
      sentFrom: row.sentFrom,
      sentTo: row.sentTo,
      hash: row.hash,
    },
    transfers: [...transfers].sort((a, b) => a.position - b.position).map(transferOf),
  }
}

export function nameRecordOf(row: Row<'accountName'>): z.input<typeof nameRecord> {
  const attributes: Record<string, string>[] = [
    ...(row.avatar ? [{ avatar: row.avatar }] : []),
    ...(row.bio ? [{ bio: row.bio }] : []),
  ]
  return {
    name: row.name,
    registered: row.registeredAt,
    updated: row.updatedAt,
    addresses: { [String(row.coinType)]: { address: row.address, created: row.registeredAt } },
    attributes,
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
    logoUri: token.iconUrl,
    eip2612: token.eip2612,
  }
}

export function siwxSessionOf(row: Row<'session'>, address: string): z.input<typeof siwxSession> {
  return {
    pci: row.pci,
    caipNetworkId: row.caipNetworkId,
    address,
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
    domain: row.domain,
  }
}
