'use client'
import { useT } from '../../i18n'
import { usePorticoDispatch } from '../../react/context'
import { isSameToken, tokenRefOf } from '../../features/send/selectors'
import { tokenChosen } from '../../features/send/sendSlice'
import { FallbackImage } from '../components/FallbackImage'
import { Skeleton } from '../components/Skeleton'
import { formatBalance } from '../format'
import type { SendForm } from './selectSendForm'
import { useLocale } from '../hooks/useLocale'

/** The account's tokens on this network, as radio buttons: icon, symbol, name and balance. */
export function TokenPicker({ form }: { form: SendForm }) {
  const t = useT()
  const locale = useLocale()
  const dispatch = usePorticoDispatch()
  const { tokens, tokensStatus, send } = form
  let body
  if (tokens.length > 0) {
    body = (
      <ul className="p-token-list">
        {tokens.map((token) => {
          const ref = tokenRefOf(token)
          const key = `${token.chainId}:${token.address ?? 'native'}`
          return (
            <li key={key}>
              <label className="p-row p-token-option">
                <input
                  type="radio"
                  name="p-send-token"
                  className="p-radio"
                  checked={!!send.token && isSameToken(token, send.token)}
                  onChange={() => dispatch(tokenChosen(ref))}
                />
                {/* The balance call sends "" for a token without a logo: a placeholder, never a broken image. */}
                {token.iconUrl ? (
                  <FallbackImage className="p-token-icon" src={token.iconUrl} alt="" fallback={null} />
                ) : (
                  <span className="p-token-icon p-thumb" aria-hidden="true" />
                )}
                {/* The spaces keep the radio's name readable: "ETH Ether 1.234 ETH". */}
                <span className="p-row-name">
                  {token.symbol} <span className="p-muted p-token-name">{token.name}</span>
                </span>{' '}
                <span>
                  {t('send.tokenAmount', {
                    amount: formatBalance(token.quantity.numeric, locale),
                    symbol: token.symbol,
                  })}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    )
  } else if (tokensStatus === 'failed') {
    body = <p className="p-muted">{t('snackbar.tokenBalanceUnavailable')}</p>
  } else if (tokensStatus === 'loaded') {
    body = <p className="p-muted">{t('send.tokensEmpty')}</p>
  } else {
    body = (
      <div role="status" aria-label={t('send.tokensLoading')}>
        <Skeleton height={52} />
      </div>
    )
  }
  return (
    <fieldset className="p-fieldset">
      <legend className="p-label">{t('send.token')}</legend>
      {body}
    </fieldset>
  )
}
