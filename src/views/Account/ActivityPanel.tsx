'use client'
// Activity (section 4 transaction list): the connected chain's transactions without spam,
// grouped by year then month, newest first; the next page is asked for as the end scrolls into
// view. eip155 only (section 9): elsewhere the tab says so.
import { useMemo, useRef, useState, type RefObject } from 'react'
import { isMessageKey, useT, type Translate } from '../../i18n'
import type { Transaction } from '../../contract'
import { Skeleton } from '../components/Skeleton'
import { shortAddress } from '../format'
import { relativeTime } from '../relativeTime'
import { useIntersection } from '../hooks/useIntersection'
import { LoadingRows, PanelMessage } from './PanelStates'
import { groupByYearAndMonth, transactionImage, transferDescriptions } from './transactions'
import { useAccountHistory } from './useAccountHistory'

const monthNames = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })

/** "March" in the current year, "March 2024" before it. */
const monthTitle = (year: number, month: number, currentYear: number) => {
  const name = monthNames.format(Date.UTC(2000, month, 1))
  return year === currentYear ? name : `${name} ${year}`
}

/**
 * The catalogue's word for a provider's value (an operation's past tense, "Sent"; a status,
 * "Pending"), or the value itself: the server passes its providers' strings through, so a value
 * the catalogue does not know still reads.
 */
function catalogueWord(t: Translate, group: 'operation' | 'status', value: string) {
  const key = `activity.${group}.${value}`
  return isMessageKey(key) ? t(key) : value.charAt(0).toUpperCase() + value.slice(1)
}

function ActivityEntry({ transaction, now }: { transaction: Transaction; now: number }) {
  const t = useT()
  const { operationType, status, sentFrom, sentTo, minedAt } = transaction.metadata
  const image = transactionImage(transaction)
  const descriptions = transferDescriptions(transaction)
  const counterpart =
    operationType === 'send'
      ? t('activity.to', { address: shortAddress(sentTo) })
      : operationType === 'receive'
        ? t('activity.from', { address: shortAddress(sentFrom) })
        : undefined
  const detail =
    [descriptions.join(operationType === 'trade' ? ' → ' : ', '), counterpart].filter(Boolean).join(' · ') ||
    catalogueWord(t, 'status', status)
  const when = relativeTime(minedAt, now)
  return (
    <li className="p-entry">
      {image ? <img src={image} alt="" /> : <span className="p-thumb" aria-hidden="true" />}
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
      <time className="p-entry-date p-muted" dateTime={minedAt} title={new Date(minedAt).toLocaleString('en-US')}>
        {t(`date.${when.unit}`, { count: when.count })}
      </time>
    </li>
  )
}

export function ActivityPanel({ scroller }: { scroller: RefObject<HTMLDivElement | null> }) {
  const t = useT()
  const history = useAccountHistory()
  const groups = useMemo(() => groupByYearAndMonth(history.transactions), [history.transactions])
  // One "now" per visit of the tab: the labels do not tick (no timers in views).
  const [now] = useState(() => Date.now())
  const sentinel = useRef<HTMLDivElement>(null)
  useIntersection(sentinel, scroller, history.loadMore, history.hasMore && !history.isLoadingMore && !history.isLoading)

  if (!history.supported) return <PanelMessage title={t('activity.unsupported')} />
  if (history.isLoading) return <LoadingRows label={t('activity.loading')} />
  if (history.empty) return <PanelMessage title={t('activity.empty')} hint={t('activity.emptyHint')} />
  const currentYear = new Date(now).getFullYear()
  return (
    <>
      {groups.flatMap(({ year, months }) =>
        months.map(({ month, transactions }) => (
          <section key={`${year}-${month}`} aria-label={monthTitle(year, month, currentYear)}>
            <h3 className="p-month">{monthTitle(year, month, currentYear)}</h3>
            <ul>
              {transactions.map((transaction) => (
                <ActivityEntry key={transaction.id} transaction={transaction} now={now} />
              ))}
            </ul>
          </section>
        )),
      )}
      {history.isLoadingMore && (
        <div role="status" aria-label={t('activity.loadingMore')}>
          <Skeleton height={44} />
        </div>
      )}
      {/* Near the end: the next page is asked for before the visitor gets there. */}
      <div ref={sentinel} aria-hidden="true" className="p-sentinel" />
    </>
  )
}
