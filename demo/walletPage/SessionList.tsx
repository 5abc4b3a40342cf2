// The wallet's sessions and what the wallet can do to one on its own: announce another of its
// chains (chainChanged), give it another account (session_update), or end it (session_delete).
import { useState } from 'react'
import type { WalletConnectWallet, WalletSession } from '../../mocks/wallets/walletConnect'
import { chainLabel } from './chainLabel'
import { ActionError } from './Answer'
import { useAction, useSessions } from './useWalletState'

/** The wallet's next EVM account the session does not have yet. */
function nextAccount(wallet: WalletConnectWallet, session: WalletSession) {
  const inSession = new Set(
    session.accounts.filter((a) => a.startsWith('eip155:')).map((a) => a.split(':')[2]!.toLowerCase()),
  )
  return session.namespaces.eip155
    ? wallet.addresses.find((address) => !inSession.has(address.toLowerCase()))
    : undefined
}

function SessionItem({
  wallet,
  session,
  run,
  busy,
}: {
  wallet: WalletConnectWallet
  session: WalletSession
  run: ReturnType<typeof useAction>['run']
  busy: boolean
}) {
  const [chain, setChain] = useState(session.activeChain)
  const addable = nextAccount(wallet, session)
  const accounts = [...new Set(session.accounts.map((account) => account.split(':')[2]!))]
  const selectId = `session-chain-${session.topic}`
  return (
    <li aria-label={`Session with ${session.dapp.name}`}>
      <div>
        <strong>{session.dapp.name}</strong> <span className="wallet-mono">{session.dapp.url}</span>
      </div>
      <dl className="wallet-pairs">
        <dt>On chain</dt>
        <dd data-testid="session-chain">{chainLabel(session.activeChain)}</dd>
        <dt>Chains</dt>
        <dd>{session.chains.map(chainLabel).join(', ')}</dd>
        <dt>Accounts</dt>
        <dd className="wallet-mono">{accounts.join(', ')}</dd>
      </dl>
      <div className="wallet-actions">
        <label htmlFor={selectId} className="wallet-visually-hidden">
          Chain to switch to
        </label>
        <select id={selectId} value={chain} onChange={(event) => setChain(event.target.value)}>
          {session.chains.map((c) => (
            <option key={c} value={c}>
              {chainLabel(c)}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={busy || chain === session.activeChain}
          onClick={() => void run(() => wallet.emitChainChanged(session.topic, chain))}
        >
          Switch chain
        </button>
        <button
          type="button"
          disabled={busy || !addable}
          onClick={() => void run(() => wallet.updateSession(session.topic, { accounts: [addable!] }))}
        >
          Add account
        </button>
        <button type="button" disabled={busy} onClick={() => void run(() => wallet.deleteSession(session.topic))}>
          Disconnect
        </button>
      </div>
    </li>
  )
}

export function SessionList({ wallet }: { wallet: WalletConnectWallet }) {
  const sessions = useSessions(wallet)
  const { busy, error, run } = useAction()
  return (
    <section className="wallet-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      {sessions.length === 0 ? (
        <p className="wallet-muted">No dapp is connected.</p>
      ) : (
        <ul className="wallet-items" aria-label="Active sessions">
          {sessions.map((session) => (
            <SessionItem key={session.topic} wallet={wallet} session={session} run={run} busy={busy} />
          ))}
        </ul>
      )}
      <ActionError error={error} />
    </section>
  )
}
