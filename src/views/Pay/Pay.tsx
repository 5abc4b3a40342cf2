'use client'
import { useT } from '../../i18n'
import { useSay } from '../../headless/useSay'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { selectNetworks } from '../../features/chain/selectors'
import { closeRequested } from '../../features/modal/actions'
import { isRestrictedTimeZone, visitorTimeZone } from '../../features/onramp/constants'
import { selectOptions } from '../../features/options/selectors'
import { payByCardPressed, payCancelled, payWithWalletPressed } from '../../features/pay/actions'
import { selectPay, selectPaySponsorship } from '../../features/pay/selectors'
import { payOwnFeeChosen } from '../../features/pay/paySlice'
import { Button } from '../components/Button'
import { Spinner } from '../components/Spinner'
import { shortAddress } from '../format'
import { useNavigate } from '../hooks/useNavigate'
import { Ltr } from '../components/Ltr'
import { WebLink } from '../components/WebLink'

/**
 * Pay (section 2's optional screens): what the host asks for (amount and asset, recipient, network), then how to pay
 * it — from the connected wallet, or by card through the on-ramp — and where it stands. A
 * declined or failed attempt says why and leaves both ways open; Cancel gives up.
 */
export function Pay() {
  const t = useT()
  const say = useSay()
  const dispatch = usePorticoDispatch()
  const navigate = useNavigate()
  const pay = usePorticoSelector(selectPay)
  const networks = usePorticoSelector(selectNetworks)
  const options = usePorticoSelector(selectOptions)
  const connected = usePorticoSelector((s) => s.portico.account.eip155?.status === 'connected')
  const sponsorship = usePorticoSelector(selectPaySponsorship)
  const request = pay.request
  if (!request) return <p className="p-center">{t('pay.nothing')}</p>
  const network = networks.find((n) => n.caipNetworkId === request.network)?.name ?? request.network
  const byCard = options.features.onramp && !isRestrictedTimeZone(visitorTimeZone(options.environment.timeZone))
  const waiting = pay.status === 'switching' || pay.status === 'paying' || pay.status === 'confirming'
  return (
    <div className="p-stack">
      <p className="p-center p-strong p-pay-amount" dir="ltr">{`${request.amount} ${request.metadata.symbol}`}</p>
      <dl className="p-pairs">
        <dt>{t('pay.to')}</dt>
        <dd title={request.recipient}>
          <Ltr>{shortAddress(request.recipient)}</Ltr>
        </dd>
        <dt>{t('pay.network')}</dt>
        <dd>{network}</dd>
        <dt>{t('pay.asset')}</dt>
        <dd>{request.metadata.name}</dd>
        {sponsorship === 'sponsored' && (
          <>
            <dt>{t('approve.fee')}</dt>
            <dd>{t('approve.feePaidByApp')}</dd>
          </>
        )}
      </dl>
      {sponsorship === 'walletCannot' && pay.status === 'asked' && (
        <p className="p-muted">{t('sponsorship.walletCannot')}</p>
      )}
      <div role="status" aria-live="polite" className="p-status p-center">
        {waiting && <Spinner />}
        {pay.status === 'switching' && <p>{t('pay.switching', { network })}</p>}
        {pay.status === 'paying' && <p>{t('pay.paying')}</p>}
        {pay.status === 'confirming' && <p>{t('pay.confirming')}</p>}
        {pay.status === 'card' && <p>{t('pay.card')}</p>}
        {pay.status === 'paid' && (
          <p className="p-strong">
            {t('pay.paid')} <span className="p-muted">{pay.hash && shortAddress(pay.hash)}</span>
          </p>
        )}
        {pay.status === 'asked' && pay.error && (
          <p className="p-error-text" role="alert">
            {pay.error.sponsorRefused ? t('pay.notSponsored', { message: pay.error.message }) : say(pay.error.message)}
          </p>
        )}
      </div>
      {pay.status === 'asked' && (
        <>
          {connected ? (
            <Button variant="primary" onClick={() => dispatch(payWithWalletPressed())}>
              {t('pay.withWallet')}
            </Button>
          ) : (
            <Button variant="primary" onClick={() => navigate({ view: 'Connect' })}>
              {t('pay.connect')}
            </Button>
          )}
          {pay.error?.sponsorRefused && (
            <Button onClick={() => dispatch(payOwnFeeChosen())}>{t('sponsorship.payOwnFee')}</Button>
          )}
          {byCard && <Button onClick={() => dispatch(payByCardPressed())}>{t('pay.byCard')}</Button>}
        </>
      )}
      {pay.status === 'card' && (
        <WebLink className="p-button p-button-secondary" href={pay.cardUrl}>
          {t('pay.cardAgain')}
        </WebLink>
      )}
      {(pay.status === 'asked' || pay.status === 'card') && (
        <Button onClick={() => dispatch(payCancelled())}>{t('pay.cancel')}</Button>
      )}
      {pay.status === 'paid' && (
        <Button variant="primary" onClick={() => dispatch(closeRequested())}>
          {t('pay.done')}
        </Button>
      )}
    </div>
  )
}
