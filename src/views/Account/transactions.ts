// The transaction list's rules (sections 4 and 9), pure: what the Activity and NFTs tabs show
// of the history pages, in which groups, and how each transfer reads.
import type { Transaction } from '../../contract'
import { formatTransferAmount } from '../amounts'
import type { LocaleTag } from '../../i18n/supportedLocales'
import { directionOf } from '../../i18n/supportedLocales'

export type Transfer = NonNullable<Transaction['transfers']>[number]

/** A transaction's transfers; the server may send null for none. */
export const transfersOf = (transaction: Transaction): readonly Transfer[] => transaction.transfers ?? []

export const isSpamTransfer = (transfer: Transfer) => transfer.nft_info?.flags.is_spam === true

/**
 * Section 4: an entry is dropped when all its transfers are flagged spam. An entry without
 * transfers (an approval) has none that is, and stays.
 */
export const isSpamTransaction = (transaction: Transaction) =>
  transfersOf(transaction).length > 0 && transfersOf(transaction).every(isSpamTransfer)

export interface MonthGroup {
  /** 0 for January, as Date counts. */
  month: number
  transactions: Transaction[]
}

export interface YearGroup {
  year: number
  months: MonthGroup[]
}

/** Section 4: grouped by year, then month, newest first (in the visitor's calendar). */
export function groupByYearAndMonth(transactions: readonly Transaction[]): YearGroup[] {
  const years: YearGroup[] = []
  const newestFirst = [...transactions].sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
  for (const transaction of newestFirst) {
    const at = new Date(transaction.metadata.minedAt)
    const year = at.getFullYear()
    const month = at.getMonth()
    let yearGroup = years[years.length - 1]
    if (yearGroup?.year !== year) years.push((yearGroup = { year, months: [] }))
    let monthGroup = yearGroup.months[yearGroup.months.length - 1]
    if (monthGroup?.month !== month) yearGroup.months.push((monthGroup = { month, transactions: [] }))
    monthGroup.transactions.push(transaction)
  }
  return years
}

const plusOperations = new Set(['receive', 'deposit', 'borrow', 'claim'])
const minusOperations = new Set(['withdraw', 'repay', 'burn'])

/** Section 9: plus for receive, deposit, borrow, claim; minus for withdraw, repay, burn; none otherwise. */
export function transferSign(operationType: string): '+' | '-' | '' {
  if (plusOperations.has(operationType)) return '+'
  if (minusOperations.has(operationType)) return '-'
  return ''
}

/**
 * An amount with its sign and symbol, kept left to right in a right-to-left locale (LRI … PDI):
 * the row's text is one string, so the isolation is in it rather than in the markup.
 */
const ltrIn = (locale: LocaleTag, text: string) =>
  directionOf(locale) === 'rtl' ? `\u2066${text.replace(/[\u2066\u2069]/g, '')}\u2069` : text

/** One transfer in words: an NFT by its name, a token by its amount (3 decimals) and symbol. */
export function describeTransfer(transfer: Transfer, locale: LocaleTag = 'en'): string {
  if (transfer.nft_info) return transfer.nft_info.name || '-'
  if (transfer.fungible_info)
    return ltrIn(
      locale,
      `${formatTransferAmount(transfer.quantity.numeric, locale)} ${transfer.fungible_info.symbol ?? ''}`.trim(),
    )
  return '-'
}

/**
 * What a row says about its transfers. A lone transfer carries the sign of its operation
 * (section 9); a trade's two read as they are. Spam transfers of a kept entry are left out:
 * their names are the spam.
 */
export function transferDescriptions(transaction: Transaction, locale: LocaleTag = 'en'): string[] {
  const texts = transfersOf(transaction)
    .filter((transfer) => !isSpamTransfer(transfer))
    .map((transfer) => describeTransfer(transfer, locale))
  if (texts.length === 1) return [ltrIn(locale, `${transferSign(transaction.metadata.operationType)}${texts[0]}`)]
  return texts
}

/**
 * A swap's two sides, when it is one: a token left the account and another came in. The row
 * reads "Swapped 30.000 PTC for 37.376 PUSD", in History and Activity alike.
 */
export function tradeSides(
  transaction: Transaction,
  locale: LocaleTag = 'en',
): { sent: string; received: string } | undefined {
  const real = transfersOf(transaction).filter((transfer) => !isSpamTransfer(transfer) && transfer.fungible_info)
  const sent = real.filter((transfer) => transfer.direction === 'out')
  const received = real.filter((transfer) => transfer.direction === 'in')
  if (sent.length !== 1 || received.length !== 1) return undefined
  return { sent: describeTransfer(sent[0]!, locale), received: describeTransfer(received[0]!, locale) }
}

/** The picture of a row: its first real transfer's token icon or NFT preview. */
export function transactionImage(transaction: Transaction): string | undefined {
  const transfer = transfersOf(transaction).find((t) => !isSpamTransfer(t))
  return transfer?.nft_info?.content?.preview?.url || transfer?.fungible_info?.icon?.url || undefined
}

export interface AccountNft {
  /** The transaction and transfer it came in with. */
  id: string
  name: string
  previewUrl?: string
}

/** The NFTs that came into the account in its activity: spam left out, newest first, each name once. */
export function nftsOf(transactions: readonly Transaction[]): AccountNft[] {
  const seen = new Set<string>()
  const nfts: AccountNft[] = []
  for (const transaction of transactions) {
    transfersOf(transaction).forEach((transfer, position) => {
      const nft = transfer.nft_info
      // An NFT without a name cannot be told from another: shown under a dash, never merged.
      const name = nft?.name || '-'
      if (!nft || nft.flags.is_spam || transfer.direction !== 'in' || (nft.name && seen.has(nft.name))) return
      if (nft.name) seen.add(nft.name)
      nfts.push({ id: `${transaction.id}:${position}`, name, previewUrl: nft.content?.preview?.url || undefined })
    })
  }
  return nfts
}
