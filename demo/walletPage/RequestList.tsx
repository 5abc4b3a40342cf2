// What connected dapps ask the wallet to sign or send, described for a person to check, and the
// user's answer. Reads (eth_chainId, eth_accounts) and chain switches are answered without asking.
import { useCallback } from 'react'
import type { PendingRequest, WalletConnectWallet } from '../../mocks/wallets/walletConnect'
import { describeRequest } from './describeRequest'
import { ActionError, AnswerButtons } from './Answer'
import { useArrivals } from './useArrivals'
import { useAction, useRequests } from './useWalletState'

/** Approves; a request the wallet could not carry out went back to the dapp as an error, which the user should see too. */
async function answer(wallet: WalletConnectWallet, id: number) {
  const response = await wallet.answer(id)
  if ('error' in response)
    throw new Error(`Answered with an error: ${response.error.message} (code ${response.error.code})`)
}

export function RequestList({ wallet }: { wallet: WalletConnectWallet }) {
  const requests = useRequests(wallet)
  const { busy, error, run } = useAction()
  const announcement = useArrivals(
    requests,
    useCallback((r: PendingRequest) => `New request from ${r.dapp.name}: ${describeRequest(r).title}.`, []),
  )

  return (
    <section className="wallet-card" aria-labelledby="requests-title">
      <h2 id="requests-title">Requests</h2>
      <p role="status" aria-live="polite" className="wallet-visually-hidden">
        {announcement}
      </p>
      {requests.length === 0 ? (
        <p className="wallet-muted">None waiting.</p>
      ) : (
        <ul className="wallet-items" aria-label="Pending requests">
          {requests.map((request) => {
            const { title, details } = describeRequest(request)
            const summaryId = `request-${request.id}`
            return (
              <li key={request.id}>
                <div id={summaryId}>
                  <strong>{title}</strong> for {request.dapp.name}{' '}
                  <span className="wallet-muted">({request.method})</span>
                </div>
                <dl className="wallet-pairs">
                  {details.map(([label, value]) => (
                    <div key={label} className="wallet-pair">
                      <dt>{label}</dt>
                      <dd className="wallet-mono">{value}</dd>
                    </div>
                  ))}
                </dl>
                <AnswerButtons
                  summaryId={summaryId}
                  busy={busy}
                  onApprove={() => void run(() => answer(wallet, request.id))}
                  onReject={() => void run(() => wallet.rejectRequest(request.id))}
                />
              </li>
            )
          })}
        </ul>
      )}
      <ActionError error={error} />
    </section>
  )
}
