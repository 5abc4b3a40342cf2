'use client'
import { useT } from '../../i18n'
import { usePorticoSelector } from '../../react/context'
import { Skeleton } from '../components/Skeleton'
import { QrCode } from '../components/QrCode'
import { selectPairing } from './selectPairing'

/** QR and skeleton are this wide: 280 of the modal's 360 px, the rest is padding. */
export const qrPixels = 280

/**
 * The pairing URI as a QR code. It follows `pairing.uri`: a replaced URI (before expiry) is a
 * new code at once. A skeleton while the pairing is being created; nothing once it ended.
 */
export function PairingQr({ walletName, logoUrl }: { walletName?: string; logoUrl?: string }) {
  const t = useT()
  const pairing = usePorticoSelector(selectPairing)
  if (pairing.status === 'waiting' && pairing.uri) {
    return (
      <QrCode
        value={pairing.uri}
        label={t('walletConnect.qrLabel', { name: walletName ?? t('connect.walletConnect') })}
        logoUrl={logoUrl}
        pixels={qrPixels}
      />
    )
  }
  if (pairing.status === 'declined' || pairing.status === 'failed') return null
  return <Skeleton width={qrPixels} height={qrPixels} style={{ maxWidth: '100%' }} />
}
