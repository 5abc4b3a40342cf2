'use client'
import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { Icon } from './Icon'
import { Name } from './Name'
import type { IconName } from './icons'
import { WalletImage } from './WalletImage'

interface WalletRowProps {
  name: string
  imageUrl?: string
  imageId?: string
  installed?: boolean
  recent?: boolean
  /** Connected now (several wallets at once): said instead of Recent and Installed, which it outdates. */
  connected?: boolean
  /** Drawn instead of the wallet image (WalletConnect, All Wallets). */
  icon?: IconName
  /** Shown at the end of the row, e.g. a count. */
  trailing?: ReactNode
  onClick: () => void
}

/** A row of the Connect list. The image's alt text names it; the badges follow. */
export function WalletRow({
  name,
  imageUrl,
  imageId,
  installed,
  recent,
  connected,
  icon,
  trailing,
  onClick,
}: WalletRowProps) {
  const t = useT()
  return (
    <button type="button" className="p-row" onClick={onClick}>
      {icon ? <Icon name={icon} /> : <WalletImage name={name} imageUrl={imageUrl} imageId={imageId} />}
      <span className="p-row-name" aria-hidden={icon ? undefined : 'true'}>
        <Name text={name} />
      </span>
      {connected ? (
        <span className="p-badge p-badge-installed">{t('connect.badge.connected')}</span>
      ) : (
        <>
          {recent && <span className="p-badge">{t('connect.badge.recent')}</span>}
          {installed && <span className="p-badge p-badge-installed">{t('connect.badge.installed')}</span>}
        </>
      )}
      {trailing}
    </button>
  )
}
