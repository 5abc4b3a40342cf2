'use client'
import { usePorticoDispatch, usePorticoSelector } from '../react/context'
import { openRequested } from '../store/flows/actions'
import { selectActiveNetwork } from '../store/selectors'
import type { HostButtonProps } from './ConnectButton'
import { hostButtonStyle, imageStyle } from './hostButtonStyle'
import { useHostTheme } from './hooks/useHostTheme'
import { usePorticoT } from './hooks/usePorticoT'

/** The active network; opens the network list (switching works while disconnected too). */
export function NetworkButton({ className }: HostButtonProps) {
  const t = usePorticoT()
  const dispatch = usePorticoDispatch()
  const tokens = useHostTheme()
  const network = usePorticoSelector(selectActiveNetwork)
  return (
    <button
      type="button"
      className={['portico-network-button', className].filter(Boolean).join(' ')}
      style={hostButtonStyle(tokens, 'surface')}
      aria-label={network ? t('button.network', { name: network.name }) : t('button.selectNetwork')}
      onClick={() => dispatch(openRequested({ view: 'Networks' }))}
    >
      {network?.assets?.imageUrl && <img src={network.assets.imageUrl} alt="" style={imageStyle} />}
      {network?.name ?? t('button.selectNetwork')}
    </button>
  )
}
