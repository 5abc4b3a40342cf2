'use client'
import { usePorticoSelector } from '../react/context'
import { selectAccount } from '../features/account/selectors'
import { hostButtonStyle } from './hostButtonStyle'
import { useHostTheme } from './hooks/useHostTheme'
import { useOpenButton } from './hooks/useOpenButton'
import { usePorticoT } from './hooks/usePorticoT'

export interface HostButtonProps {
  className?: string
}

/** Opens the modal; the opening rule (section 2) decides which view shows. */
export function ConnectButton({ className }: HostButtonProps) {
  const t = usePorticoT()
  const tokens = useHostTheme()
  const openButton = useOpenButton()
  const connecting = usePorticoSelector(selectAccount)?.status === 'connecting'
  return (
    <button
      type="button"
      className={['portico-connect-button', className].filter(Boolean).join(' ')}
      style={hostButtonStyle(tokens, 'accent')}
      aria-busy={connecting || undefined}
      {...openButton}
    >
      {connecting ? t('button.connecting') : t('button.connect')}
    </button>
  )
}
