'use client'
import { useT } from '../../i18n'
import { usePorticoDispatch } from '../../react/context'
import { tokenRefOf } from '../../features/send/selectors'
import { tokenChosen } from '../../features/send/sendSlice'
import type { TokenBalance } from '../../contract'
import { RadioGroup } from '../components/RadioGroup'
import { Skeleton } from '../components/Skeleton'
import { tokenOption } from '../components/TokenPicker'
import { formatBalance } from '../format'
import type { SendForm } from './selectSendForm'
import { useLocale } from '../hooks/useLocale'

const idOf = (token: TokenBalance) => `${token.chainId}:${token.address ?? 'native'}`

/**
 * The account's tokens on this network, one to choose (a radio group, in the rows of Swap's
 * token list): icon, symbol, name and balance.
 */
export function TokenPicker({ form }: { form: SendForm }) {
  const t = useT()
  const locale = useLocale()
  const dispatch = usePorticoDispatch()
  const { tokens, tokensStatus, token: chosen } = form
  if (tokens.length > 0)
    return (
      <RadioGroup
        label={t('send.token')}
        options={tokens.map((token) =>
          tokenOption({
            id: idOf(token),
            symbol: token.symbol,
            name: token.name,
            // The balance call sends "" for a token without a logo: a blank, never a broken image.
            logoUri: token.iconUrl,
            balance: t('send.tokenAmount', {
              amount: formatBalance(token.quantity.numeric, locale),
              symbol: token.symbol,
            }),
          }),
        )}
        chosen={chosen && idOf(chosen)}
        onChoose={(id) => {
          const token = tokens.find((each) => idOf(each) === id)
          if (token) dispatch(tokenChosen(tokenRefOf(token)))
        }}
      />
    )
  let body
  if (tokensStatus === 'failed') body = <p className="p-muted">{t('snackbar.tokenBalanceUnavailable')}</p>
  else if (tokensStatus === 'loaded') body = <p className="p-muted">{t('send.tokensEmpty')}</p>
  else
    body = (
      <div role="status" aria-label={t('send.tokensLoading')}>
        <Skeleton height={52} />
      </div>
    )
  return (
    <fieldset className="p-fieldset">
      <legend className="p-label">{t('send.token')}</legend>
      {body}
    </fieldset>
  )
}
