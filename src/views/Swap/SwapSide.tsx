'use client'
import { useMemo, useRef } from 'react'
import { useT } from '../../i18n'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { swapTokenChosen } from '../../features/swap/actions'
import { selectSwapHeld } from '../../features/swap/selectors'
import type { SwapToken } from '../../features/swap/swapSlice'
import { orderSwapTokens } from '../../features/swap/swapTokenOrder'
import { useViewState } from '../hooks/useViewState'
import { FallbackImage } from '../components/FallbackImage'

/**
 * One side of the swap: the chosen token, and the service's tokens to choose from as radio
 * buttons behind a native disclosure (keyboard and screen readers get both for free): the ones
 * the account holds first, then the suggested and popular ones, with a search. A choice closes
 * the list (the form below it stays in reach) and puts the focus back on it.
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
  const dispatch = usePorticoDispatch()
  const label = t(side === 'from' ? 'swap.pay' : 'swap.receive')
  const held = usePorticoSelector(selectSwapHeld)
  const [search, setSearch] = useViewState(`Swap.search.${side}`, '')
  const listed = useMemo(() => orderSwapTokens(tokens, held, search), [tokens, held, search])
  const [open, setOpen] = useViewState(`Swap.picker.${side}`, false)
  const summary = useRef<HTMLElement>(null)
  const choose = (token: SwapToken) => {
    dispatch(swapTokenChosen({ side, caipAddress: token.caipAddress }))
    setOpen(false)
    summary.current?.focus()
  }
  return (
    <fieldset className="p-fieldset">
      <legend className="p-label">{label}</legend>
      <details className="p-swap-picker" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary ref={summary} className="p-row">
          {chosen?.logoUri ? (
            <FallbackImage className="p-token-icon" src={chosen.logoUri} alt="" fallback={null} />
          ) : null}
          <span className="p-row-name">{chosen ? chosen.symbol : t('swap.chooseToken')}</span>
        </summary>
        <input
          type="search"
          className="p-input"
          aria-label={t('swap.search')}
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {listed.length === 0 && <p className="p-muted">{t('swap.noTokens')}</p>}
        <ul className="p-token-list">
          {listed.map((token) => (
            <li key={token.caipAddress}>
              <label className="p-row p-token-option">
                <input
                  type="radio"
                  name={`p-swap-${side}`}
                  className="p-radio"
                  checked={chosen?.caipAddress === token.caipAddress}
                  onChange={() => choose(token)}
                />
                {token.logoUri ? (
                  <FallbackImage className="p-token-icon" src={token.logoUri} alt="" fallback={null} />
                ) : (
                  <span className="p-token-icon p-thumb" aria-hidden="true" />
                )}
                <span className="p-row-name">
                  {token.symbol} <span className="p-muted p-token-name">{token.name}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </details>
    </fieldset>
  )
}
