'use client'
import { useT } from '../../i18n'
import { useLocale } from '../hooks/useLocale'
import { usePorticoDispatch } from '../../react/context'
import { onrampDismissed } from '../../features/onramp/actions'
import { onrampProviders } from '../../features/onramp/constants'
import type { OnrampState } from '../../features/onramp/onrampSlice'
import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import { Spinner } from '../components/Spinner'
import { WebLink } from '../components/WebLink'
import { formatBalance } from '../format'

/**
 * The purchase under way: the provider's window opening, open (its link again, should it be
 * lost behind the page), blocked (the link to open it), done (what arrived), or closed.
 */
export function OnRampPurchase({ purchase }: { purchase: OnrampState['purchase'] }) {
  const t = useT()
  const locale = useLocale()
  const dispatch = usePorticoDispatch()
  const provider = onrampProviders.find((p) => p.id === purchase.provider)?.name ?? ''
  const link = (label: string) => (
    <WebLink className="p-button p-button-secondary" href={purchase.url}>
      {label}
    </WebLink>
  )
  const back = (
    <Button onClick={() => dispatch(onrampDismissed())}>
      {t(purchase.status === 'completed' ? 'onramp.done' : 'onramp.back')}
    </Button>
  )
  return (
    <div className="p-stack p-center">
      <div role="status" aria-live="polite" className="p-stack p-center">
        {purchase.status === 'opening' && (
          <>
            <Spinner />
            <p>{t('onramp.opening', { provider })}</p>
          </>
        )}
        {purchase.status === 'open' && (
          <>
            <Spinner />
            <p>{t('onramp.open', { provider })}</p>
          </>
        )}
        {purchase.status === 'blocked' && <p>{t('onramp.blocked', { provider })}</p>}
        {/* Section 9's balance format (3 decimals, the visitor's separators), with the success mark. */}
        {purchase.status === 'completed' && purchase.received && (
          <>
            <Icon name="check" />
            <p className="p-strong">
              {t('onramp.completed', {
                amount: formatBalance(purchase.received.amount, locale),
                symbol: purchase.received.symbol,
              })}
            </p>
          </>
        )}
        {purchase.status === 'closed' && <p>{t('onramp.closed', { provider })}</p>}
      </div>
      {purchase.status === 'open' && link(t('onramp.openAgain', { provider }))}
      {purchase.status === 'blocked' && link(t('onramp.openProvider', { provider }))}
      {purchase.status !== 'opening' && back}
    </div>
  )
}
