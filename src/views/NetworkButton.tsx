'use client'
import { usePorticoSelector } from '../react/context'
import { selectActiveNetwork } from '../features/chain/selectors'
import type { HostButtonProps } from './ConnectButton'
import { hostButtonStyle, imageStyle } from './hostButtonStyle'
import { useHostTheme } from './hooks/useHostTheme'
import { useOpenButton } from './hooks/useOpenButton'
import { usePorticoT } from './hooks/usePorticoT'

/** The active network; opens the network list (switching works while disconnected too). */
export function NetworkButton({ className }: HostButtonProps) {
  const t = usePorticoT()
  const tokens = useHostTheme()
  const openButton = useOpenButton({ view: 'Networks' })
  const network = usePorticoSelector(selectActiveNetwork)
  return (
    <button
      type="button"
      className={['portico-network-button', className].filter(Boolean).join(' ')}
      style={hostButtonStyle(tokens, 'surface')}
      aria-label={network ? t('button.network', { name: network.name }) : t('button.selectNetwork')}
      {...openButton}
    >
      {network?.assets?.imageUrl && <img src={network.assets.imageUrl} alt="" style={imageStyle} />}
      {network?.name ?? t('button.selectNetwork')}
    </button>
  )
}
