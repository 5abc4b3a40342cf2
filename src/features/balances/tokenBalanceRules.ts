// The token list's rules (sections 3, 5 and 9), pure: which tokens are kept, when a wallet's own
// report of its assets is believed, how a reported asset becomes a token balance, and the native
// balance read from the list. Loaded with the balances work, never by the first load (zod).
import { z } from 'zod'
import {
  walletAsset,
  type BalanceItem,
  type CaipNetwork,
  type CaipNetworkId,
  type TokenBalance,
  type WalletAsset,
} from '../../contract'
import { withoutBidiControlsIn } from '../../i18n/bidi'

/** Section 5: tokens with zero decimals are dropped as low quality. */
export const dropLowQualityTokens = (tokens: readonly TokenBalance[]): TokenBalance[] =>
  tokens.filter((token) => token.quantity.decimals !== '0')

/** ERC-7811 `wallet_getAssets`: assets by hex chain id. */
const walletAssetsReport = z.record(z.string(), z.array(walletAsset))

/**
 * Section 5: a wallet's report is accepted only if every asset in it passes the rule (string
 * address and balance, type ERC20 or NATIVE, metadata with string name, symbol and iconUrl and
 * numeric decimals and price). One bad asset and the whole report is refused: undefined.
 */
export function acceptedWalletAssets(report: unknown, chainIdHex: string): WalletAsset[] | undefined {
  const parsed = walletAssetsReport.safeParse(report)
  if (!parsed.success) return undefined
  // A wallet that reports nothing for the chain holds nothing there. Its texts are shown as
  // written, as every service's are (readAnswer): without direction controls.
  return withoutBidiControlsIn(parsed.data[chainIdHex] ?? [])
}

/** `0x…` base units of a token with `decimals` as a plain decimal string (no float on the way). */
export function fromBaseUnits(hex: string, decimals: number): string {
  const raw = hex === '0x' ? 0n : BigInt(hex)
  if (decimals === 0) return raw.toString()
  const digits = raw.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

const cents = (n: number) => Math.round(n * 100) / 100

/** A reported asset as the token list holds it. The native currency has no address (section 3). */
export function tokenBalanceOfAsset(asset: WalletAsset, chainId: CaipNetworkId): TokenBalance {
  const { name, symbol, decimals, price, iconUrl, value } = asset.metadata
  // Decimals the rule lets through but base units cannot have (negative, fractional) count as
  // zero: the low-quality rule drops the token.
  const places = Number.isInteger(decimals) && decimals > 0 ? decimals : 0
  const numeric = places === 0 ? '0' : fromBaseUnits(asset.balance, places)
  return {
    name,
    symbol,
    chainId,
    ...(asset.type === 'NATIVE' ? {} : { address: `${chainId}:${asset.address}` }),
    // Section 3 makes `value` optional in a report; the list always carries one.
    value: value ?? cents(Number(numeric) * price),
    price,
    quantity: { decimals: String(places), numeric },
    iconUrl,
  }
}

/** Solana's native currency as balance providers name it: the (wrapped) SOL mint. */
const solanaNativeMint = /^So1{39,41}[12]$/

/**
 * An entry of the balance call as the token list holds it (section 3). The server leaves out
 * `chainId` and `value` when a provider has none, and names a Solana token by its bare mint
 * with one provider and by CAIP-10 with another: every entry gets its network, a CAIP address
 * (none for the native currency) and a value.
 */
export function tokenBalanceOfItem(
  item: BalanceItem,
  network: Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace'>,
): TokenBalance {
  const chainId = item.chainId ?? network.caipNetworkId
  const bare = item.address?.split(':').pop()
  const native = !item.address || (network.chainNamespace === 'solana' && solanaNativeMint.test(bare ?? ''))
  const address = native ? undefined : item.address!.includes(':') ? item.address : `${chainId}:${item.address}`
  return {
    name: item.name,
    symbol: item.symbol,
    chainId,
    ...(address ? { address } : {}),
    value: item.value ?? cents(Number(item.quantity.numeric) * item.price),
    price: item.price,
    quantity: item.quantity,
    iconUrl: item.iconUrl,
  }
}

/**
 * The native balance, kept in step with the list: the native entry's quantity, or zero when
 * the list has none (the balance call leaves out what the account does not hold).
 */
export function nativeBalanceOf(
  tokens: readonly TokenBalance[],
  network: Pick<CaipNetwork, 'nativeCurrency'>,
): { balance: string; symbol: string } {
  const native = tokens.find((token) => !token.address)
  return native
    ? { balance: native.quantity.numeric, symbol: native.symbol }
    : { balance: '0', symbol: network.nativeCurrency.symbol }
}
