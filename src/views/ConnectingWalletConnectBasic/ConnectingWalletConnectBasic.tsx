'use client'
import { useT } from '../../i18n'
import type { ViewProps } from '../chrome/viewRegistry'
import { PairingLink } from '../ConnectingWalletConnect/PairingLink'
import { PairingQr } from '../ConnectingWalletConnect/PairingQr'
import { PairingStatus, ScanPrompt } from '../ConnectingWalletConnect/PairingStatus'

/**
 * The basic WalletConnect mode of the opening rule (the host drives WalletConnect, or there is
 * no adapter): one QR code for any wallet, and its link for a wallet on this device.
 */
export function ConnectingWalletConnectBasic(_props: ViewProps) {
  const t = useT()
  return (
    <div className="p-center">
      <PairingQr />
      <PairingStatus
        waiting={
          <>
            <ScanPrompt hint={t('walletConnect.scanHint')} />
            <p className="p-muted">{t('walletConnect.basicHint')}</p>
          </>
        }
      />
      <PairingLink />
    </div>
  )
}
