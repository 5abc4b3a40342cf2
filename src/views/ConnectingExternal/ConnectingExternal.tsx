'use client'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { connectRetried } from '../../features/connection/actions'
import { selectConnectionAttempt, selectConnectors } from '../../features/connection/selectors'
import { AttemptEnded } from '../components/AttemptEnded'
import { Button } from '../components/Button'
import { Spinner } from '../components/Spinner'
import { WalletImage } from '../components/WalletImage'
import type { ViewProps } from '../chrome/viewRegistry'

/** A browser or external wallet is asked to connect: waiting, declined, or failed. */
export function ConnectingExternal({ data }: ViewProps) {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const attempt = usePorticoSelector(selectConnectionAttempt)
  const connectors = usePorticoSelector(selectConnectors)
  const connectorId = attempt.status === 'idle' ? data?.connectorId : attempt.connectorId
  const connector = connectors.find((c) => c.id === connectorId)
  const name = connector?.name ?? t('connecting.walletFallback')

  let status
  if (attempt.status === 'declined' || attempt.status === 'failed') {
    status = <AttemptEnded outcome={attempt.status} message={attempt.message} titled />
  } else {
    status = (
      <>
        <p>
          <strong>{t('connecting.continueIn', { name })}</strong>
        </p>
        <p className="p-muted">{t('connecting.waitingHint')}</p>
      </>
    )
  }
  const ended = attempt.status === 'declined' || attempt.status === 'failed'

  return (
    <div className="p-center">
      {connector ? (
        <WalletImage name={connector.name} imageUrl={connector.imageUrl} imageId={connector.imageId} />
      ) : (
        <Spinner />
      )}
      <div role="status" aria-live="polite">
        {status}
      </div>
      {attempt.status === 'connecting' && <Spinner />}
      {ended && (
        <Button variant="primary" onClick={() => dispatch(connectRetried())}>
          {t('connecting.tryAgain')}
        </Button>
      )}
    </div>
  )
}
