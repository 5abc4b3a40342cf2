'use client'
import { usePorticoSelector } from '../react/context'
import { selectAccount } from '../features/account/selectors'
import type { HostButtonProps } from './ConnectButton'
import { Avatar } from './components/Avatar'
import { Name } from './components/Name'
import { accountShown } from './accountShown'
import { HostButtonSheet } from './components/HostButtonSheet'
import { compactAttribute, hostButtonStyle, imageStyle, labelStyle, nameStyle } from './hostButtonStyle'
import { useHostTheme } from './hooks/useHostTheme'
import { useOpenButton } from './hooks/useOpenButton'
import { usePorticoT } from './hooks/usePorticoT'
import { useLocale } from './hooks/useLocale'

/**
 * The connected account (opens Account); while disconnected, the connect button. One <button>
 * element in both states, so connecting keeps it in the page and keyboard focus, which the
 * modal hands back to it on closing, stays where the visitor left it. Its compact form leaves
 * the balance out (it stays in the accessible name).
 */
export function AccountButton({ className, compact }: HostButtonProps) {
  const t = usePorticoT()
  const locale = useLocale()
  const tokens = useHostTheme()
  const account = usePorticoSelector(selectAccount)
  const accountText = accountShown(account, locale)
  const connected = !!accountText
  const openButton = useOpenButton(connected ? { view: 'Account' } : {})
  const shown = accountText?.displayName
  // Section 9: 3 decimals, truncated. Part of the accessible name too, as it is of the text.
  const balance = accountText?.displayBalance
  return (
    <>
      <HostButtonSheet />
      <button
        type="button"
        className={[connected ? 'portico-account-button' : 'portico-connect-button', className]
          .filter(Boolean)
          .join(' ')}
        style={hostButtonStyle(tokens, connected ? 'surface' : 'accent')}
        data-compact={compactAttribute(compact)}
        aria-label={shown ? [t('button.account', { address: shown }), balance].filter(Boolean).join(' ') : undefined}
        aria-busy={account?.status === 'connecting' || undefined}
        {...openButton}
      >
        {!connected && (account?.status === 'connecting' ? t('button.connecting') : t('button.connect'))}
        {accountText && <Avatar address={accountText.address} image={account?.profileImage} style={imageStyle} />}
        {shown && (
          <span style={labelStyle}>
            <span style={nameStyle} data-part="name">
              <Name text={shown} />
            </span>
            {/* Not drawn between flex items; keeps the text content's words apart. */}
            {balance && ' '}
            {balance && <span data-part="balance">{balance}</span>}
          </span>
        )}
      </button>
    </>
  )
}
