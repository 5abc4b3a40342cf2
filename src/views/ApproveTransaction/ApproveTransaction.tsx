'use client'
import { useT } from '../../i18n'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { selectAccount } from '../../features/account/selectors'
import { selectApprovalRequest } from '../../features/approvals/selectors'
import { selectAsksInFrame } from '../../features/connection/asksInFrame'
import { approvalStopRequested, selectApprovalWait } from '../../features/approvals/approvalWait'
import { Button } from '../components/Button'
import { Spinner } from '../components/Spinner'
import { WalletImage } from '../components/WalletImage'
import { ApprovalSlot } from '../components/ApprovalSlot'
import { ApprovalDetails } from './ApprovalDetails'
import { approvalStyles } from './approvalStyles'

/** Said in the view's live region once the wallet has been silent past the bound (approvalWaitFlow). */
function Unanswered({ name }: { name: string | undefined }) {
  const t = useT()
  return (
    <>
      <p>
        <strong>{name ? t('approve.unanswered', { name }) : t('approve.unansweredUnnamed')}</strong>
      </p>
      <p className="p-muted">{t('approve.unansweredHint')}</p>
    </>
  )
}

/**
 * The wallet is asked to approve a request: where to answer, and what it is asked, from the
 * request itself (its route entry's data). The embedded wallet asks in its own frame, which shows
 * itself in the slot kept here: the visitor answers on the frame's origin, where the page can
 * neither read nor click for them. The modal cannot be closed here (section 2); trying shakes it.
 *
 * Every wait has an end: Stop waiting is offered from the start, as a quiet secondary button, and
 * once the wallet has been silent past the bound the live region says so and the button comes
 * forward. From the start, because the visitor may know before any bound that the answer will
 * not come (the phone is elsewhere, the popup is gone) and waiting there is theirs to end; peers
 * that offer nothing (AppKit) leave a wallet that never answers a dead end, and a wallet app's
 * own "Confirm in wallet" dialogs can be dismissed at any time. Stopping ends the attempt as a
 * refusal, back where the visitor came from with what they typed (withApproval).
 */
export function ApproveTransaction() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const inFrame = usePorticoSelector(selectAsksInFrame)
  const request = usePorticoSelector(selectApprovalRequest)
  const wallet = usePorticoSelector(selectAccount)?.connectedWalletInfo
  const unanswered = usePorticoSelector(selectApprovalWait)?.status === 'unanswered'
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
            {unanswered && <Unanswered name={wallet?.name} />}
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
            {unanswered && <Unanswered name={wallet?.name} />}
          </div>
          <Spinner />
        </>
      )}
      <Button variant={unanswered ? 'primary' : 'secondary'} onClick={() => dispatch(approvalStopRequested())}>
        {t('approve.stopWaiting')}
      </Button>
      {request && <ApprovalDetails request={request} />}
    </div>
  )
}
