// The requests ApproveTransaction (and RegisterAccountNameSuccess) were given to show, in order,
// as a store's route entries carried them.
import type { ApprovalRequest } from '../../src/features/approvals/approvalRequest'
import { selectApprovalRequest } from '../../src/features/approvals/selectors'
import type { PorticoStore } from '../../src/composition/createPorticoStore'

export function recordApprovals(store: PorticoStore): ApprovalRequest[] {
  const asked: ApprovalRequest[] = []
  store.subscribe(() => {
    const approval = selectApprovalRequest(store.getState())
    if (approval && approval !== asked.at(-1)) asked.push(approval)
  })
  return asked
}
