'use client'
// Tokens: the account's token list as the balance flow keeps it (section 3 tokenBalance):
// quantity with 3 decimals (truncated), value with 2 (section 9).
import type { RefObject } from 'react'
import { useT } from '../../i18n'
import { usePorticoSelector } from '../../react/context'
import { selectTokenBalance } from '../../features/account/viewSelectors'
import { selectActiveNetwork } from '../../features/chain/selectors'
import { balanceNamespaces } from '../../contract/supportedSets'
import { formatMoney } from '../amounts'
import { formatBalance } from '../format'
import { Name } from '../components/Name'
import { LoadingRows, PanelFailure, PanelMessage } from './PanelStates'
import { usePorticoDispatch } from '../../react/context'
import { useSecondsLeft } from '../../headless/useClock'
import { tokenBalanceRetried } from '../../features/account/actions'
import { Thumbnail } from './Thumbnail'
import { useLocale } from '../hooks/useLocale'
import { Ltr } from '../components/Ltr'

/**
 * The list that did not load. Section 9's balance retry gap keeps the failure as the answer for
 * 30 s: until then the visitor is asked to come back, then offered Try again.
 */
function TokensUnavailable({ retryAt }: { retryAt?: number }) {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const wait = useSecondsLeft(retryAt)
  if (wait > 0) return <PanelMessage title={t('tokens.unavailable')} hint={t('tokens.unavailableHint')} />
  return (
    <PanelFailure
      title={t('tokens.unavailable')}
      hint={t('tokens.unavailableRetryHint')}
      onRetry={() => dispatch(tokenBalanceRetried())}
    />
  )
}

export function TokensPanel(_props: { scroller: RefObject<HTMLDivElement | null> }) {
  const t = useT()
  const locale = useLocale()
  const { tokens, status, retryAt } = usePorticoSelector(selectTokenBalance)
  const network = usePorticoSelector(selectActiveNetwork)
  // Section 9: balances are read on eip155 and Solana; elsewhere the panel says so.
  if (network && !(balanceNamespaces as readonly string[]).includes(network.chainNamespace))
    return (
      <PanelMessage title={t('tokens.unsupported', { network: network.name })} hint={t('tokens.unsupportedHint')} />
    )
  if (!tokens && status === 'failed') return <TokensUnavailable retryAt={retryAt} />
  if (!tokens) return <LoadingRows label={t('tokens.loading')} />
  if (tokens.length === 0)
    return <PanelMessage title={t('tokens.empty')} hint={t('tokens.emptyHint', { network: network?.name ?? '' })} />
  return (
    <ul aria-label={t('tokens.list')}>
      {tokens.map((token) => (
        <li key={token.address ?? `${token.chainId}:native`} className="p-token">
          <Thumbnail src={token.iconUrl} />
          <span className="p-token-text">
            <span className="p-strong">
              <Name text={token.name} />
            </span>
            <span className="p-muted">
              <Ltr>{formatBalance(token.quantity.numeric, locale)}</Ltr> <Name text={token.symbol} />
            </span>
          </span>
          <span className="p-token-value">
            <Ltr>{formatMoney(token.value, locale)}</Ltr>
          </span>
        </li>
      ))}
    </ul>
  )
}
