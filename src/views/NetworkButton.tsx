'use client'
import { usePorticoSelector } from '../react/context'
import { loadable, useLoadable } from '../react/loadable'
import { selectActiveNetwork } from '../features/chain/selectors'
import type { HostButtonProps } from './ConnectButton'
import { hostButtonStyle, imageStyle, nameStyle } from './hostButtonStyle'
import { useHostTheme } from './hooks/useHostTheme'
import { useOpenButton } from './hooks/useOpenButton'
import { usePorticoT } from './hooks/usePorticoT'

// The network's picture comes with its own chunk (the directory's image URL needs the contract),
// so the host page's first load carries none of it; the name shows until it is there.
const networkImage = loadable(() => import('./components/NetworkImage').then((m) => m.NetworkImage))

/** The active network; opens the network list (switching works while disconnected too). */
export function NetworkButton({ className }: HostButtonProps) {
  const t = usePorticoT()
  const tokens = useHostTheme()
  const openButton = useOpenButton({ view: 'Networks' })
  const network = usePorticoSelector(selectActiveNetwork)
  const NetworkImage = useLoadable(networkImage, !!network)
  return (
    <button
      type="button"
      className={['portico-network-button', className].filter(Boolean).join(' ')}
      style={hostButtonStyle(tokens, 'surface')}
      aria-label={network ? t('button.network', { name: network.name }) : t('button.selectNetwork')}
      {...openButton}
    >
      {network && NetworkImage && (
        // Decorative here: the button's label names the network already.
        <span aria-hidden="true" style={{ display: 'contents' }}>
          {/* A chunk's module export, the same function on every render (not one created here). */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <NetworkImage network={network} style={imageStyle} />
        </span>
      )}
      <span style={nameStyle}>{network?.name ?? t('button.selectNetwork')}</span>
    </button>
  )
}
