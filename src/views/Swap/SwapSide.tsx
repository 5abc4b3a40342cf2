'use client'
import { useMemo } from 'react'
import { useT } from '../../i18n'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { swapTokenChosen } from '../../features/swap/actions'
import { selectSwap, selectSwapHeld } from '../../features/swap/selectors'
import type { SwapToken } from '../../features/swap/swapSlice'
import { orderSwapTokens } from '../../features/swap/swapTokenOrder'
import { TokenPicker, type TokenChoice } from '../components/TokenPicker'
import { formatBalance } from '../format'
import { useViewState } from '../hooks/useViewState'
import { useLocale } from '../hooks/useLocale'

/**
 * One side of the swap: the chosen token, and the service's tokens to choose from in a token
 * picker: the visitor's recent picks first, then the ones the account holds (with their
 * balances), then the suggested and popular ones, with a search.
 */
export function SwapSide({
  side,
  tokens,
  chosen,
}: {
  side: 'from' | 'to'
  tokens: readonly SwapToken[]
  chosen?: SwapToken
}) {
  const t = useT()
  const locale = useLocale()
  const dispatch = usePorticoDispatch()
  const held = usePorticoSelector(selectSwapHeld)
  const { recent } = usePorticoSelector(selectSwap)
  const [search, setSearch] = useViewState(`Swap.search.${side}`, '')
  const choiceOf = (token: SwapToken): TokenChoice => {
    const balance = held.get(token.caipAddress.toLowerCase())
    return {
      ...token,
      id: token.caipAddress,
      balance: balance === undefined ? undefined : formatBalance(balance, locale),
    }
  }
  const listed = useMemo(() => orderSwapTokens(tokens, held, search, recent), [tokens, held, search, recent])
  return (
    <TokenPicker
      label={t(side === 'from' ? 'swap.pay' : 'swap.receive')}
      tokens={listed.map(choiceOf)}
      chosen={chosen && choiceOf(chosen)}
      search={search}
      onSearch={setSearch}
      onChoose={(caipAddress) =>
        dispatch(swapTokenChosen({ side, caipAddress: caipAddress as SwapToken['caipAddress'] }))
      }
      stateKey={`Swap.picker.${side}`}
    />
  )
}
