'use client'
import { useT } from '../../i18n'
import { usePorticoSelector } from '../../react/context'
import { selectAccount } from '../../features/account/selectors'
import { selectApprovalRequest } from '../../features/approvals/selectors'
import { selectAsksInFrame } from '../../features/connection/asksInFrame'
import { Spinner } from '../components/Spinner'
import { WalletImage } from '../components/WalletImage'
import { ApprovalSlot } from '../components/ApprovalSlot'
import { ApprovalDetails } from './ApprovalDetails'
import { approvalStyles } from './approvalStyles'

/**
 * The wallet is asked to approve a request: where to answer, and what it is asked, from the
 * request itself (its route entry's data). The embedded wallet asks in its own frame, which shows
 * itself in the slot kept here: the visitor answers on the frame's origin, where the page can
 * neither read nor click for them. The modal cannot be closed here (section 2); trying shakes it.
 */
export function ApproveTransaction() {
  const t = useT()
  const inFrame = usePorticoSelector(selectAsksInFrame)
  const request = usePorticoSelector(selectApprovalRequest)
  const wallet = usePorticoSelector(selectAccount)?.connectedWalletInfo
  const name = wallet?.name ?? t('connecting.walletFallback')
  return (
    <div className="p-center">
      <style>{approvalStyles}</style>
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
      {request && <ApprovalDetails request={request} />}
    </div>
  )
}
