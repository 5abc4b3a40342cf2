// Where pairing starts: paste a dapp's `wc:` URI and press Pair. URIs the demo tab shows arrive
// by themselves over the tabs' bridge (demo/walletBridge.ts).
import { useEffect, useState, type FormEvent } from 'react'
import type { WalletConnectWallet } from '../../mocks/wallets/walletConnect'
import { listenForPairingUris } from '../walletBridge'
import { useAction } from './useWalletState'

export function PairForm({ wallet }: { wallet: WalletConnectWallet }) {
  const [uri, setUri] = useState('')
  const [status, setStatus] = useState('')
  const { busy, error, run } = useAction()

  useEffect(
    () =>
      listenForPairingUris((received) => {
        setUri(received)
        setStatus('A pairing URI arrived from the demo tab. Press Pair to use it.')
      }),
    [],
  )

  const pair = (event: FormEvent) => {
    event.preventDefault()
    const value = uri.trim()
    void run(async () => {
      if (!value.startsWith('wc:')) throw new Error('That is not a WalletConnect URI: it starts with "wc:".')
      setStatus('Pairing…')
      try {
        await wallet.pair(value)
      } catch (failure) {
        setStatus('')
        throw failure
      }
      setUri('')
      setStatus('Paired. The dapp’s connection request appears below.')
    })
  }

  return (
    <section className="wallet-card" aria-labelledby="pair-title">
      <h2 id="pair-title">Pair with a dapp</h2>
      <form onSubmit={pair}>
        <label className="wallet-field">
          WalletConnect URI
          <input
            value={uri}
            onChange={(event) => setUri(event.target.value)}
            placeholder="wc:…"
            spellCheck={false}
            autoComplete="off"
            aria-describedby="pair-hint"
          />
        </label>
        <p id="pair-hint" className="wallet-muted">
          Copy it from the dapp&apos;s QR code view. URIs shown in the demo tab fill in here by themselves.
        </p>
        <button type="submit" disabled={busy}>
          Pair
        </button>
      </form>
      <p role="status" aria-live="polite" className="wallet-status">
        {status}
      </p>
      {error && (
        <p role="alert" className="wallet-error">
          Not paired: {error}
        </p>
      )}
    </section>
  )
}
