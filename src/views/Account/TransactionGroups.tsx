'use client'
// The section 4 transaction list as Activity and History show it: grouped by year then month,
// newest first, each entry in the catalogue's words with its transfers, counterpart and age.
import { useMemo, type RefObject } from 'react'
import { isMessageKey, useT, type Translate } from '../../i18n'
import type { Transaction } from '../../contract'
import { Skeleton } from '../components/Skeleton'
import { shortAddress } from '../format'
import { relativeTime } from '../relativeTime'
import { dateFormatIn } from '../../i18n/intlFormats'
import type { LocaleTag } from '../../i18n/supportedLocales'
import { useLocale } from '../hooks/useLocale'
import { Thumbnail } from './Thumbnail'
import { groupByYearAndMonth, tradeSides, transactionImage, transferDescriptions } from './transactions'

/** A date and time in full, as a tooltip gives it (Date's toLocaleString in the locale). */
const fullDate: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
}

/** "March" in the current year, "March 2024" before it (`2024年3月` in Japanese). */
const monthTitle = (year: number, month: number, currentYear: number, locale: LocaleTag) =>
  dateFormatIn(locale, { month: 'long', timeZone: 'UTC', ...(year !== currentYear && { year: 'numeric' }) }).format(
    Date.UTC(year, month, 1),
  )

/**
 * The catalogue's word for a provider's value (an operation's past tense, "Sent"; a status,
 * "Pending"), or the value itself: the server passes its providers' strings through, so a value
 * the catalogue does not know still reads.
 */
function catalogueWord(t: Translate, group: 'operation' | 'status', value: string) {
  const key = `activity.${group}.${value}`
  return isMessageKey(key) ? t(key) : value.charAt(0).toUpperCase() + value.slice(1)
}

export function ActivityEntry({
  transaction,
  now,
  network,
}: {
  transaction: Transaction
  now: number
  /** The network's name, where the list mixes networks. */
  network?: string
}) {
  const t = useT()
  const locale = useLocale()
  const { operationType, status, sentFrom, sentTo, minedAt } = transaction.metadata
  const image = transactionImage(transaction)
  const descriptions = transferDescriptions(transaction, locale)
  const counterpart =
    operationType === 'send'
      ? t('activity.to', { address: shortAddress(sentTo) })
      : operationType === 'receive'
        ? t('activity.from', { address: shortAddress(sentFrom) })
        : undefined
  const trade = operationType === 'trade' ? tradeSides(transaction, locale) : undefined
  const moved = trade ? t('activity.swappedFor', trade) : descriptions.join(', ')
  const detail = [moved, counterpart, network].filter(Boolean).join(' · ') || catalogueWord(t, 'status', status)
  const when = relativeTime(minedAt, now)
  return (
    <li className="p-entry">
      <Thumbnail src={image} />
      <span className="p-entry-text">
        <span className="p-strong">
          {catalogueWord(t, 'operation', operationType)}
          {status !== 'confirmed' && (
            <span
              className={status === 'failed' ? 'p-entry-failed' : undefined}
            >{` · ${catalogueWord(t, 'status', status)}`}</span>
          )}
        </span>
        <span className="p-muted" title={detail}>
          {detail}
        </span>
      </span>
      <time
        className="p-entry-date p-muted"
        dateTime={minedAt}
        title={dateFormatIn(locale, fullDate).format(new Date(minedAt))}
      >
        {t(`date.${when.unit}`, { count: when.count })}
      </time>
    </li>
  )
}

/** The entries by year and month; `networkOf` names each entry's network where the list mixes them. */
export function TransactionGroups({
  transactions,
  now,
  networkOf,
}: {
  transactions: readonly Transaction[]
  now: number
  networkOf?: (transaction: Transaction) => string | undefined
}) {
  const groups = useMemo(() => groupByYearAndMonth(transactions), [transactions])
  const locale = useLocale()
  const currentYear = new Date(now).getFullYear()
  return (
    <>
      {groups.flatMap(({ year, months }) =>
        months.map(({ month, transactions: entries }) => (
          <section key={`${year}-${month}`} aria-label={monthTitle(year, month, currentYear, locale)}>
            <h3 className="p-month">{monthTitle(year, month, currentYear, locale)}</h3>
            <ul>
              {entries.map((transaction) => (
                <ActivityEntry
                  key={transaction.id}
                  transaction={transaction}
                  now={now}
                  network={networkOf?.(transaction)}
                />
              ))}
            </ul>
          </section>
        )),
      )}
    </>
  )
}

/**
 * The end of a paged list: a row while the next page loads, and the sentinel that asks for it a
 * little before the visitor gets there.
 */
export function PagedListEnd({
  loadingMore,
  sentinel,
}: {
  loadingMore: boolean
  sentinel: RefObject<HTMLDivElement | null>
}) {
  const t = useT()
  return (
    <>
      {loadingMore && (
        <div role="status" aria-label={t('activity.loadingMore')}>
          <Skeleton height={44} />
        </div>
      )}
      <div ref={sentinel} aria-hidden="true" className="p-sentinel" />
    </>
  )
}
