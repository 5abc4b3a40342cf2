'use client'
import { useT } from '../../i18n'
import { normalizeAmount } from '../../features/send/sendRules'
import { usePorticoSelector } from '../../react/context'
import { selectAccount } from '../../features/account/selectors'
import { selectActiveNetwork } from '../../features/chain/selectors'
import { selectSend, selectSendToken } from '../../features/send/selectors'
import { Spinner } from '../components/Spinner'
import { Name } from '../components/Name'
import { WalletImage } from '../components/WalletImage'
import { shortAddress } from '../format'
import { formatFee } from '../Send/fee'
import { ApprovalSlot } from '../components/ApprovalSlot'
import { selectAsksInFrame } from '../../features/connection/asksInFrame'

/**
 * The wallet is asked to approve a transaction: where to answer, and what is being sent. The
 * embedded wallet asks in its own frame, which shows itself in the slot kept here: the visitor
 * answers on the frame's origin, where the page can neither read nor click for them. The modal
 * cannot be closed here (section 2); trying shakes it.
 */
export function ApproveTransaction() {
  const t = useT()
  const inFrame = usePorticoSelector(selectAsksInFrame)
  const send = usePorticoSelector(selectSend)
  const token = usePorticoSelector(selectSendToken)
  const network = usePorticoSelector(selectActiveNetwork)
  const wallet = usePorticoSelector(selectAccount)?.connectedWalletInfo
  const name = wallet?.name ?? t('connecting.walletFallback')
  const fee = send.gasEstimate?.status === 'ready' && network ? send.gasEstimate.feeWei : undefined
  return (
    <div className="p-center">
      {inFrame ? (
        <>
          <div role="status" aria-live="polite" className="p-status">
            <p>
              <strong>{t('approve.inFrame')}</strong>
            </p>
          </div>
          <ApprovalSlot />
        </>
      ) : (
        <>
          {wallet ? <WalletImage name={wallet.name} imageUrl={wallet.icon} /> : null}
          <div role="status" aria-live="polite" className="p-status">
            <p>
              <strong>{t('approve.waiting', { name })}</strong>
            </p>
            <p className="p-muted">{t('approve.hint')}</p>
          </div>
          <Spinner />
        </>
      )}
      {token && send.receiverAddress && (
        <dl className="p-pairs p-full">
          <dt>{t('approve.sending')}</dt>
          <dd>{t('send.tokenAmount', { amount: normalizeAmount(send.sendTokenAmount), symbol: token.symbol })}</dd>
          <dt>{t('approve.to')}</dt>
          <dd title={send.receiverAddress}>
            {send.receiverProfileName ? (
              <>
                <Name text={send.receiverProfileName} /> ({shortAddress(send.receiverAddress)})
              </>
            ) : (
              shortAddress(send.receiverAddress)
            )}
          </dd>
          {network && (
            <>
              <dt>{t('approve.network')}</dt>
              <dd>{network.name}</dd>
            </>
          )}
          {fee && network && (
            <>
              <dt>{t('approve.fee')}</dt>
              <dd>
                {t('send.networkFeeValue', {
                  fee: formatFee(fee, network.nativeCurrency.decimals),
                  symbol: network.nativeCurrency.symbol,
                })}
              </dd>
            </>
          )}
        </dl>
      )}
    </div>
  )
}
