'use client'
// The transactions Portico sent that the chain's list does not have yet, as Activity and History
// show them: each from its own record (features/transactions), pending with a spinner until the
// chain mines it, then confirmed or failed, or after its ten minutes of following unseen ("Not
// seen on the chain yet", never failed: it may still be mined) with a way to look again; its hash,
// where the list mixes networks its network, and its age.
import { useT } from '../../i18n'
import { usePorticoDispatch } from '../../react/context'
import { pendingLookedAgain } from '../../features/transactions/pendingSlice'
import { Button } from '../components/Button'
import type { PendingTransaction } from '../../features/transactions/pendingSlice'
import { Spinner } from '../components/Spinner'
import { shortAddress } from '../format'
import { relativeTime } from '../relativeTime'
import { Thumbnail } from './Thumbnail'

export function SentEntries({
  sent,
  now,
  networkOf,
}: {
  sent: readonly PendingTransaction[]
  now: number
  /** The network's name, where the list mixes networks. */
  networkOf?: (caipNetworkId: string) => string | undefined
}) {
  const t = useT()
  const dispatch = usePorticoDispatch()
  if (sent.length === 0) return null
  return (
    <section aria-label={t('activity.justSent')}>
      <h3 className="p-month">{t('activity.justSent')}</h3>
      <ul>
        {sent.map((record) => {
          const when = relativeTime(new Date(record.sentAt).toISOString(), now)
          return (
            <li key={record.hash} className="p-entry">
              {record.status === 'pending' ? <Spinner /> : <Thumbnail />}
              <span className="p-entry-text">
                <span className={record.status === 'failed' ? 'p-strong p-entry-failed' : 'p-strong'}>
                  {t(`activity.status.${record.status}`)}
                </span>
                <span className="p-muted">
                  {[shortAddress(record.hash), networkOf?.(record.caipNetworkId)].filter(Boolean).join(' · ')}
                </span>
              </span>
              {record.status === 'unseen' ? (
                <Button onClick={() => dispatch(pendingLookedAgain({ hash: record.hash }))}>
                  {t('activity.lookAgain')}
                </Button>
              ) : (
                <span className="p-entry-date p-muted">{t(`date.${when.unit}`, { count: when.count })}</span>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
