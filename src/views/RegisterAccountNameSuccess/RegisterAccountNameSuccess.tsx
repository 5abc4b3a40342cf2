'use client'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { selectAsksInFrame } from '../../features/connection/asksInFrame'
import { selectNameRegistration } from '../../features/names/selectors'
import { reset } from '../../features/modal/routerSlice'
import { ApprovalSlot } from '../components/ApprovalSlot'
import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import { Spinner } from '../components/Spinner'
import { selectApprovalRequest } from '../../features/approvals/selectors'
import { ApprovalDetails } from '../ApproveTransaction/ApprovalDetails'
import { approvalStyles } from '../ApproveTransaction/approvalStyles'

/**
 * The name chosen (section 4: shown at once): the account signs the registration (the embedded
 * wallet in its frame, shown here, with what it signs for), the server registers it, and the
 * name is the account's.
 */
export function RegisterAccountNameSuccess() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const { registration } = usePorticoSelector(selectNameRegistration)
  const inFrame = usePorticoSelector(selectAsksInFrame)
  const request = usePorticoSelector(selectApprovalRequest)
  const name = registration?.name ?? ''
  if (registration?.step === 'done') {
    return (
      <div className="p-center">
        <Icon name="check" />
        <p role="status">
          <strong>{t('names.done', { name })}</strong>
        </p>
        <Button variant="primary" onClick={() => dispatch(reset({ view: 'Account' }))}>
          {t('names.backToAccount')}
        </Button>
      </div>
    )
  }
  const signing = registration?.step === 'signing'
  const asking = registration?.askedAgain ? 'names.signAgain' : inFrame ? 'names.signInFrame' : 'names.signInWallet'
  return (
    <div className="p-center">
      <div role="status" aria-live="polite" className="p-status">
        <p>
          <strong>{t(signing ? asking : 'names.registering', { name })}</strong>
        </p>
      </div>
      {signing && inFrame ? <ApprovalSlot /> : <Spinner />}
      {signing && request && (
        <>
          <style>{approvalStyles}</style>
          <ApprovalDetails request={request} />
        </>
      )}
    </div>
  )
}
