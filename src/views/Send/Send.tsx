'use client'
import { useId, type FormEvent } from 'react'
import { useT } from '../../i18n'
import { useSay } from '../../headless/useSay'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { sendRequested } from '../../features/send/actions'
import { sendNamespaces } from '../../contract/supportedSets'
import { selectSendSponsorship } from '../../features/send/selectors'
import { sendOwnFeeChosen, type SendError } from '../../features/send/sendSlice'
import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import { useLocale } from '../hooks/useLocale'
import { AmountField } from './AmountField'
import { formatFee } from './fee'
import { ReceiverField } from './ReceiverField'
import { selectSendForm, type SendForm } from './selectSendForm'
import { TokenPicker } from './TokenPicker'
import { transferStyles } from './transferStyles'

const outcomeKeys = {
  rejected: 'send.rejected',
  failed: 'send.failed',
  sponsorRefused: 'send.notSponsored',
  stopped: 'approve.stopped',
} as const

/** Why the last send did not go, until the visitor changes the form or sends again. */
function SendOutcome({ error }: { error: SendError }) {
  const t = useT()
  // A reason kept as a catalogue key (no wallet to send with, a sponsored transfer that failed
  // on the chain) is said in the visitor's language; the wallet's own words as they are.
  const say = useSay()
  return (
    <div className="p-alert p-alert-inline" role="alert">
      <Icon name="warning" />
      <p className="p-alert-text">{t(outcomeKeys[error.kind], { message: say(error.message) ?? '' })}</p>
    </div>
  )
}

/** The form's network fee once it could be sent: estimated, or the app's (ERC-7677). */
function NetworkFee({ form }: { form: SendForm }) {
  const t = useT()
  const locale = useLocale()
  const sponsorship = usePorticoSelector(selectSendSponsorship)
  const estimate = form.send.gasEstimate
  if (!estimate || !form.network) return null
  const { symbol, decimals } = form.network.nativeCurrency
  let value
  if (sponsorship === 'sponsored') value = t('approve.feePaidByApp')
  else if (estimate.status === 'ready')
    value = t('send.networkFeeValue', { fee: formatFee(estimate.feeWei, decimals, locale), symbol })
  else if (estimate.status === 'loading') value = t('send.networkFeeLoading')
  else value = t('send.networkFeeUnavailable')
  return (
    <>
      <dl className="p-pairs">
        <dt>{t('send.networkFee')}</dt>
        <dd>{value}</dd>
      </dl>
      {sponsorship === 'walletCannot' && !form.send.loading && (
        <p className="p-muted">{t('sponsorship.walletCannot')}</p>
      )}
    </>
  )
}

/**
 * Send (section 4): pick a token, an amount and a receiver; the rules of section 5 say what is
 * missing or wrong, next to the field it is about, and Send stays disabled with the reason.
 */
export function Send() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const form = usePorticoSelector(selectSendForm)
  const reasonId = useId()
  const messageIds = { amount: useId(), receiver: useId() }
  const sends = !!form.network && sendNamespaces.includes(form.network.chainNamespace)
  if (sends && !form.address) return <p className="p-muted p-center">{t('send.notConnected')}</p>
  const { blocking } = form
  // A field's problem is shown under the field; the form's (what is missing, the chain) here.
  const reasonHere = blocking && (blocking.field === 'form' || blocking.field === 'token')
  const describedBy = !blocking
    ? undefined
    : blocking.field === 'amount' || blocking.field === 'receiver'
      ? messageIds[blocking.field]
      : reasonId
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!blocking && !form.send.loading) dispatch(sendRequested())
  }
  return (
    <form className="p-stack" noValidate onSubmit={onSubmit}>
      <style>{transferStyles}</style>
      {form.send.error && <SendOutcome error={form.send.error} />}
      {sends && (
        <>
          <TokenPicker form={form} />
          <AmountField form={form} messageId={messageIds.amount} />
          <ReceiverField form={form} messageId={messageIds.receiver} />
          <NetworkFee form={form} />
        </>
      )}
      {reasonHere && (
        <p id={reasonId} className="p-muted" role="status">
          {t(blocking.message, blocking.values)}
        </p>
      )}
      <Button variant="primary" type="submit" disabled={!!blocking || form.send.loading} aria-describedby={describedBy}>
        {t('send.submit')}
      </Button>
      {form.send.error?.kind === 'sponsorRefused' && (
        <Button onClick={() => dispatch(sendOwnFeeChosen())}>{t('sponsorship.payOwnFee')}</Button>
      )}
    </form>
  )
}
