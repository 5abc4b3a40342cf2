import { usePorticoDispatch, usePorticoSelector } from '../react/context'
import { openRequested } from '../store/flows/actions'
import { selectAccount } from '../store/selectors'
import { ConnectButton, type HostButtonProps } from './ConnectButton'
import { shortAddress } from './format'
import { hostButtonStyle, imageStyle } from './hostButtonStyle'
import { useHostTheme } from './hooks/useHostTheme'
import { usePorticoT } from './hooks/usePorticoT'

/** The connected account (opens Account); while disconnected, the connect button. */
export function AccountButton({ className }: HostButtonProps) {
  const t = usePorticoT()
  const dispatch = usePorticoDispatch()
  const tokens = useHostTheme()
  const account = usePorticoSelector(selectAccount)
  if (account?.status !== 'connected' || !account.address) return <ConnectButton className={className} />
  const shown = account.profileName ?? shortAddress(account.address)
  return (
    <button
      type="button"
      className={['portico-account-button', className].filter(Boolean).join(' ')}
      style={hostButtonStyle(tokens, 'surface')}
      aria-label={t('button.account', { address: shown })}
      onClick={() => dispatch(openRequested({ view: 'Account' }))}
    >
      {account.profileImage && <img src={account.profileImage} alt="" style={imageStyle} />}
      {shown}
      {account.balance && account.balanceSymbol && (
        <span>
          {account.balance} {account.balanceSymbol}
        </span>
      )}
    </button>
  )
}
