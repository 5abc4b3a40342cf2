'use client'
import { useT } from '../../i18n'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { linkCopyRequested } from '../../features/clipboard/actions'
import { Button } from '../components/Button'
import { TextInput } from '../components/TextInput'
import { selectPairing } from './selectPairing'

/**
 * "Copy link" for a wallet on this device, and the link itself behind "Show link" for when
 * the clipboard refuses (an iframe without clipboard permission, an insecure page).
 */
export function PairingLink() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const { status, uri } = usePorticoSelector(selectPairing)
  if (status !== 'waiting' || !uri) return null
  return (
    <div className="p-stack p-full">
      <Button icon="copy" onClick={() => dispatch(linkCopyRequested({ text: uri }))}>
        {t('walletConnect.copyLink')}
      </Button>
      <details className="p-details">
        <summary>{t('walletConnect.showLink')}</summary>
        <TextInput
          label={t('walletConnect.linkLabel')}
          value={uri}
          onChange={() => {}}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
      </details>
    </div>
  )
}
