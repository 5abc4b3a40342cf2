'use client'
import { useT } from '../../i18n'
import { usePorticoDispatch } from '../../react/context'
import { swapTokenChosen } from '../../features/swap/actions'
import type { SwapToken } from '../../features/swap/swapSlice'

/**
 * One side of the swap: the chosen token, and the service's tokens to choose from as radio
 * buttons behind a native disclosure (keyboard and screen readers get both for free).
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
  return (
    <fieldset className="p-fieldset">
      <legend className="p-label">{label}</legend>
      <details className="p-swap-picker">
        <summary className="p-row">
          {chosen?.logoUri ? <img className="p-token-icon" src={chosen.logoUri} alt="" /> : null}
          <span className="p-row-name">{chosen ? chosen.symbol : t('swap.chooseToken')}</span>
        </summary>
        <ul className="p-token-list">
          {tokens.map((token) => (
            <li key={token.caipAddress}>
              <label className="p-row p-token-option">
                <input
                  type="radio"
                  name={`p-swap-${side}`}
                  className="p-radio"
                  checked={chosen?.caipAddress === token.caipAddress}
                  onChange={() => dispatch(swapTokenChosen({ side, caipAddress: token.caipAddress }))}
                />
                {token.logoUri ? (
                  <img className="p-token-icon" src={token.logoUri} alt="" />
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
