'use client'
import { useRef, type ReactNode } from 'react'
import { useT } from '../../i18n'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { pairingRequested } from '../../features/walletConnect/actions'
import type { PairingWallet } from '../../features/walletConnect/walletConnectSlice'
import { AttemptEnded } from '../components/AttemptEnded'
import { Button } from '../components/Button'
import { selectPairing } from './selectPairing'

interface PairingStatusProps {
  /** What to say while the QR code (or the link) waits for the wallet. */
  waiting: ReactNode
  /**
   * What to say while the pairing is being made ("Preparing the connection…" unless given): on a
   * phone the words of `waiting` already, while "Open in" says it is getting ready, so nothing
   * moves when the URI arrives.
   */
  loading?: ReactNode
  /** The wallet a retry is for (its name goes to the recent list). */
  wallet?: PairingWallet
}

/**
 * How the pairing stands, in one live region (loading, waiting, declined, failed), and after a
 * decline or a failure the way to start again.
 */
export function PairingStatus({ waiting, loading, wallet }: PairingStatusProps) {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const pairing = usePorticoSelector(selectPairing)
  const region = useRef<HTMLDivElement>(null)
  const ended = pairing.status === 'declined' || pairing.status === 'failed'

  let status: ReactNode
  if (pairing.status === 'declined' || pairing.status === 'failed') {
    status = <AttemptEnded outcome={pairing.status} message={pairing.message} />
  } else if (pairing.status === 'waiting') {
    status = waiting
  } else {
    status = loading ?? <p className="p-muted">{t('walletConnect.loading')}</p>
  }

  return (
    <>
      {/* Focusable so Try again, which goes away when pressed, can hand focus to the news. */}
      <div ref={region} className="p-status" role="status" aria-live="polite" tabIndex={-1}>
        {status}
      </div>
      {ended && (
        <Button
          variant="primary"
          onClick={() => {
            dispatch(pairingRequested(wallet ? { wallet } : undefined))
            region.current?.focus()
          }}
        >
          {t('connecting.tryAgain')}
        </Button>
      )}
    </>
  )
}

/** The waiting text of a QR code: scan it with a phone. */
export function ScanPrompt({ hint }: { hint: string }) {
  const t = useT()
  return (
    <>
      <p>
        <strong>{t('walletConnect.scan')}</strong>
      </p>
      <p className="p-muted">{hint}</p>
    </>
  )
}
