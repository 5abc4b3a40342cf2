// Dapps asking to connect: who asks, for which chains (and which of them this wallet has), and
// the user's answer. Approving gives the dapp the chains the wallet has among those asked.
import { useCallback } from 'react'
import type { PendingProposal, WalletConnectWallet } from '../../mocks/wallets/walletConnect'
import { chainLabel } from './chainLabel'
import { ActionError, AnswerButtons } from './Answer'
import { useArrivals } from './useArrivals'
import { useAction, useProposals } from './useWalletState'

export function ProposalList({ wallet }: { wallet: WalletConnectWallet }) {
  const proposals = useProposals(wallet)
  // One action state for the list: a refused approval removes its item, the alert must outlive it.
  const { busy, error, run } = useAction()
  const announcement = useArrivals(
    proposals,
    useCallback((p: PendingProposal) => `${p.dapp.name} asks to connect.`, []),
  )

  return (
    <section className="wallet-card" aria-labelledby="proposals-title">
      <h2 id="proposals-title">Connection requests</h2>
      <p role="status" aria-live="polite" className="wallet-visually-hidden">
        {announcement}
      </p>
      {proposals.length === 0 ? (
        <p className="wallet-muted">None waiting.</p>
      ) : (
        <ul className="wallet-items" aria-label="Pending connection requests">
          {proposals.map((proposal) => {
            const summaryId = `proposal-${proposal.id}`
            return (
              <li key={proposal.id}>
                <div id={summaryId}>
                  <strong>{proposal.dapp.name}</strong> wants to connect{proposal.signIn ? ' and sign in' : ''}
                </div>
                <dl className="wallet-pairs">
                  {proposal.signIn && (
                    <>
                      <dt>Sign-in message</dt>
                      <dd>{proposal.signIn.statement || '(no statement)'}</dd>
                      <dt>Domain</dt>
                      <dd className="wallet-mono">{proposal.signIn.domain}</dd>
                    </>
                  )}
                  <dt>Site</dt>
                  <dd className="wallet-mono">{proposal.dapp.url}</dd>
                  <dt>Chains asked</dt>
                  <dd>
                    <ul className="wallet-chains">
                      {proposal.chains.map((chain) => (
                        <li key={chain}>
                          {chainLabel(chain)}
                          {wallet.chains.includes(chain) ? '' : ' – not in this wallet'}
                        </li>
                      ))}
                    </ul>
                  </dd>
                  <dt>Verified</dt>
                  <dd>
                    {proposal.verified.validation === 'UNKNOWN'
                      ? 'unknown (offline)'
                      : proposal.verified.validation.toLowerCase()}
                  </dd>
                </dl>
                <AnswerButtons
                  summaryId={summaryId}
                  busy={busy}
                  onApprove={() => void run(() => wallet.approve(proposal.id))}
                  onReject={() => void run(() => wallet.reject(proposal.id))}
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
