// The pieces every list of the wallet page shares: Approve / Reject for a pending item, and the
// alert an action that failed leaves behind.

/** Approve and Reject for one pending item, described by its summary. */
export function AnswerButtons({
  summaryId,
  busy,
  onApprove,
  onReject,
}: {
  summaryId: string
  busy: boolean
  onApprove: () => void
  onReject: () => void
}) {
  return (
    <div className="wallet-actions">
      <button type="button" className="wallet-approve" disabled={busy} aria-describedby={summaryId} onClick={onApprove}>
        Approve
      </button>
      <button type="button" disabled={busy} aria-describedby={summaryId} onClick={onReject}>
        Reject
      </button>
    </div>
  )
}

/** The last action's failure, announced. */
export function ActionError({ error }: { error?: string }) {
  if (!error) return null
  return (
    <p role="alert" className="wallet-error">
      {error}
    </p>
  )
}
