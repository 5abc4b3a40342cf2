'use client'
// History (section 2's optional screens): the account's whole activity as its own screen — every network it used (or
// one, by the filter), the on-ramp purchases, the transactions Portico sent that the chain's list
// does not have yet on top (pending, then confirmed) — with Activity's grouping, spam rule,
// formats and paging.
import { useMemo, useRef, useState } from 'react'
import { useT } from '../../i18n'
import type { CaipNetworkId } from '../../contract'
import { usePorticoSelector } from '../../react/context'
import { selectNetworks } from '../../features/chain/selectors'
import { activityNamespaces } from '../../contract/supportedSets'
import { Listbox } from '../components/Listbox'
import { useIntersection } from '../hooks/useIntersection'
import { useViewState } from '../hooks/useViewState'
import { accountStyles } from '../Account/accountStyles'
import { LoadingRows, PanelFailure, PanelMessage } from '../Account/PanelStates'
import { PagedListEnd, TransactionGroups } from '../Account/TransactionGroups'
import { SentEntries } from '../Account/SentEntries'
import { useHistoryList } from './useHistoryList'

export function History() {
  const t = useT()
  // Why the list did not load, in the visitor's language (section 8's status words, a timeout's).
  const networks = usePorticoSelector(selectNetworks)
  const listed = useMemo(
    () => networks.filter((n) => (activityNamespaces as readonly string[]).includes(n.chainNamespace)),
    [networks],
  )
  const [filter, setFilter] = useViewState<CaipNetworkId | ''>('History.network', '')
  const history = useHistoryList(filter || undefined)
  // One "now" per visit: the labels do not tick (no timers in views).
  const [now] = useState(() => Date.now())
  const scroller = useRef<HTMLDivElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)
  useIntersection(sentinel, scroller, history.loadMore, history.hasMore && !history.isLoadingMore && !history.isLoading)
  const nameOf = useMemo(() => {
    const names = new Map(networks.map((n) => [n.caipNetworkId as string, n.name]))
    return (id: string | null | undefined) => (id ? (names.get(id) ?? id) : undefined)
  }, [networks])

  if (!history.supported) return <PanelMessage title={t('activity.unsupported')} />
  return (
    <div className="p-stack">
      <style>{accountStyles}</style>
      <Listbox
        popup
        label={t('history.network')}
        options={[
          { id: '', label: t('history.allNetworks') },
          ...listed.map((n) => ({ id: n.caipNetworkId as string, label: n.name })),
        ]}
        chosen={filter}
        onChoose={(id) => setFilter(id as CaipNetworkId | '')}
      />
      <div ref={scroller} className="p-panel p-scroll" tabIndex={0} aria-label={t('view.History.title')} role="region">
        <SentEntries
          sent={history.sent}
          now={now}
          networkOf={filter ? undefined : (caipNetworkId) => nameOf(caipNetworkId)}
        />
        {history.isLoading ? (
          <LoadingRows label={t('activity.loading')} />
        ) : history.failed ? (
          // Section 8 marks the list empty when the call fails; the view says it did not load.
          <PanelFailure
            title={t('activity.failed')}
            hint={t('activity.failedHint')}
            cause={history.cause}
            onRetry={() => void history.retry()}
          />
        ) : history.empty ? (
          <PanelMessage title={t('activity.empty')} hint={t('history.emptyHint')} />
        ) : (
          <TransactionGroups
            transactions={history.transactions}
            now={now}
            networkOf={filter ? undefined : (transaction) => nameOf(transaction.metadata.chain)}
          />
        )}
        <PagedListEnd loadingMore={history.isLoadingMore} sentinel={sentinel} />
      </div>
    </div>
  )
}
