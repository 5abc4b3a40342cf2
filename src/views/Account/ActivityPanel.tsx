'use client'
// Activity (section 4 transaction list): the connected chain's transactions without spam,
// grouped by year then month, newest first, under what Portico just sent there (pending, then
// confirmed); the next page is asked for as the end scrolls into view. eip155 only (section 9):
// elsewhere the tab says so.
import { useRef, useState, type RefObject } from 'react'
import { useT } from '../../i18n'
import { Button } from '../components/Button'
import { useNavigate } from '../hooks/useNavigate'
import { usePorticoSelector } from '../../react/context'
import { selectOptions } from '../../features/options/selectors'
import { useIntersection } from '../hooks/useIntersection'
import { LoadingRows, PanelFailure, PanelMessage } from './PanelStates'
import { PagedListEnd, TransactionGroups } from './TransactionGroups'
import { SentEntries } from './SentEntries'
import { useAccountHistory } from './useAccountHistory'

export function ActivityPanel({ scroller }: { scroller: RefObject<HTMLDivElement | null> }) {
  const t = useT()
  // Why the list did not load, in the visitor's language (section 8's status words, a timeout's).
  const history = useAccountHistory()
  const navigate = useNavigate()
  const showHistory = usePorticoSelector(selectOptions).features.history
  // One "now" per visit of the tab: the labels do not tick (no timers in views).
  const [now] = useState(() => Date.now())
  const sentinel = useRef<HTMLDivElement>(null)
  useIntersection(sentinel, scroller, history.loadMore, history.hasMore && !history.isLoadingMore && !history.isLoading)

  if (!history.supported) return <PanelMessage title={t('activity.unsupported')} />
  // Every network's activity, the purchases and what is pending: History (its feature switch).
  const all = showHistory && (
    <Button className="p-button-inline p-history-link" onClick={() => navigate({ view: 'History' })}>
      {t('history.open')}
    </Button>
  )
  // What Portico sent is known at once, whatever the call's list is doing.
  const sent = <SentEntries sent={history.sent} now={now} />
  if (history.isLoading)
    return (
      <>
        {sent}
        <LoadingRows label={t('activity.loading')} />
      </>
    )
  // Section 8 marks the list empty when the call fails; the tab says it did not load, not "none".
  if (history.failed)
    return (
      <>
        {sent}
        <PanelFailure
          title={t('activity.failed')}
          hint={t('activity.failedHint')}
          cause={history.cause}
          onRetry={() => void history.retry()}
        />
      </>
    )
  if (history.empty)
    return (
      <>
        <PanelMessage title={t('activity.empty')} hint={t('activity.emptyHint')} />
        {all}
      </>
    )
  return (
    <>
      {all}
      {sent}
      <TransactionGroups transactions={history.transactions} now={now} />
      <PagedListEnd loadingMore={history.isLoadingMore} sentinel={sentinel} />
    </>
  )
}
