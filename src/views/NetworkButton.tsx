'use client'
import { usePorticoSelector } from '../react/context'
import { loadable, useLoadable } from '../react/loadable'
import { selectActiveNetwork } from '../features/chain/selectors'
import type { HostButtonProps } from './ConnectButton'
import { HostButtonSheet } from './components/HostButtonSheet'
import {
  compactAttribute,
  hostButtonStyle,
  imageStyle,
  nameStyle,
  wholeNameLeadStyle,
  wholeNameStyle,
} from './hostButtonStyle'
import { useHostTheme } from './hooks/useHostTheme'
import { useOpenButton } from './hooks/useOpenButton'
import { usePorticoT } from './hooks/usePorticoT'

// The network's picture comes with its own chunk (the directory's image URL needs the contract),
// so the host page's first load carries none of it; the name shows until it is there.
const networkImage = loadable(() => import('./components/NetworkImage').then((m) => m.NetworkImage))

/**
 * The active network; opens the network list (switching works while disconnected too). Its
 * compact form is the network's picture alone, the name kept as the button's accessible name.
 */
export function NetworkButton({ className, compact }: HostButtonProps) {
  const t = usePorticoT()
  const tokens = useHostTheme()
  const openButton = useOpenButton({ view: 'Networks' })
  const network = usePorticoSelector(selectActiveNetwork)
  const NetworkImage = useLoadable(networkImage, !!network)
  const pictured = !!network && !!NetworkImage
  return (
    <>
      <HostButtonSheet />
      <button
        type="button"
        className={['portico-network-button', className].filter(Boolean).join(' ')}
        style={hostButtonStyle(tokens, 'surface')}
        data-compact={compactAttribute(compact)}
        aria-label={network ? t('button.network', { name: network.name }) : t('button.selectNetwork')}
        {...openButton}
      >
        {pictured && (
          // Decorative here: the button's label names the network already.
          <span aria-hidden="true" data-part="picture" style={{ display: 'contents' }}>
            {/* A chunk's module export, the same function on every render (not one created here). */}
            {/* eslint-disable-next-line react-hooks/static-components */}
            <NetworkImage network={network} style={imageStyle} />
          </span>
        )}
        {/* Beside its picture the name shows whole or not at all (wholeNameStyle), never as
            "Eth…"; alone, it is the button's only face, and shortens instead. */}
        <span style={pictured ? wholeNameStyle : nameStyle} data-part="name">
          {pictured && <span style={wholeNameLeadStyle} />}
          <span>{network?.name ?? t('button.selectNetwork')}</span>
        </span>
      </button>
    </>
  )
}
