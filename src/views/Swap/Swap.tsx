'use client'
import { useId, type FormEvent } from 'react'
import { formatUnits } from 'viem'
import { useT } from '../../i18n'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { swapAmountTyped, swapFlipped, swapRequested } from '../../features/swap/actions'
import { selectSwap, selectSwapBalance } from '../../features/swap/selectors'
import { maxSendAmount, toBaseUnits } from '../../features/send/sendRules'
import { swapSlippagePercent } from '../../features/swap/constants'
import { Button } from '../components/Button'
import { Skeleton } from '../components/Skeleton'
import { formatBalance } from '../format'
import { transferStyles } from '../Send/transferStyles'
import { SwapSide } from './SwapSide'

const swapStyles = `
.p-swap-picker summary { cursor: pointer; list-style: none; }
.p-swap-picker summary::-webkit-details-marker { display: none; }
.p-swap-flip { align-self: center; width: auto; }
`

/**
 * Swap (issue 14): what to pay and what to receive from the tokens the swap service lists, the
 * amount, and the quote as it comes (500 ms after the last change) with the rate and section 9's
 * slippage; Swap approves first when the allowance is short. The button says why it cannot swap.
 */
export function Swap() {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const amountId = useId()
  const swap = usePorticoSelector(selectSwap)
  const balance = usePorticoSelector(selectSwapBalance)
  const { tokens, quote, step } = swap
  if (tokens.status === 'failed')
    return (
      <p className="p-center p-error-text" role="alert">
        {tokens.error}
      </p>
    )
  if (tokens.status !== 'loaded')
    return (
      <div role="status" aria-label={t('swap.tokensLoading')}>
        <Skeleton height={52} />
      </div>
    )
  const from = tokens.list.find((token) => token.caipAddress === swap.from)
  const to = tokens.list.find((token) => token.caipAddress === swap.to)
  const ready = quote.status === 'ready' && !!quote.value
  const busy = step === 'approving' || step === 'swapping'
  const received = ready && to ? formatBalance(formatUnits(BigInt(quote.value!.toAmount), to.decimals)) : undefined
  const rate =
    ready && from && to
      ? Number(formatUnits(BigInt(quote.value!.toAmount), to.decimals)) /
        Number(formatUnits(BigInt(quote.value!.amount), from.decimals))
      : undefined
  // Section 5's rule for Send holds here too: no more than the account holds. Unknown (no
  // list, or a token the list lacks) is not blocked: the wallet says it.
  const held =
    balance && from ? toBaseUnits(balance.quantity.numeric, from.decimals) : balance === null ? 0n : undefined
  const asked = from ? toBaseUnits(swap.amount, from.decimals) : undefined
  const tooMuch = held !== undefined && asked !== undefined && asked > held
  // The quote shown is for the form as it stands (a newer one is on its way otherwise).
  const current =
    ready &&
    quote.value!.from === from?.caipAddress &&
    quote.value!.to === to?.caipAddress &&
    quote.value!.amount === asked?.toString()
  let action: string
  if (step === 'approving') action = t('swap.approving')
  else if (step === 'swapping') action = t('swap.swapping')
  else if (!from || !to) action = t('swap.chooseTokens')
  else if (!swap.amount) action = t('swap.enterAmount')
  else if (tooMuch) action = t('swap.notEnough', { symbol: from.symbol })
  else if (!current && quote.status !== 'failed') action = t('swap.quoting')
  else if (current && quote.value!.needsApproval) action = t('swap.approveAndSwap')
  else action = t('swap.swap')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(swapRequested())
  }
  return (
    <form className="p-stack" onSubmit={submit} noValidate>
      <style>{transferStyles + swapStyles}</style>
      <SwapSide side="from" tokens={tokens.list} chosen={from} />
      <label className="p-label" htmlFor={amountId}>
        {t('swap.amount')}
      </label>
      <div className="p-input-row">
        <input
          id={amountId}
          className="p-input"
          inputMode="decimal"
          autoComplete="off"
          value={swap.amount}
          aria-invalid={tooMuch || undefined}
          onChange={(event) => dispatch(swapAmountTyped({ amount: event.target.value }))}
        />
        {/* The native coin also pays the network fee: its Max waits until the fee is known. */}
        {balance && balance.address && (
          <Button
            className="p-button-inline"
            onClick={() => dispatch(swapAmountTyped({ amount: maxSendAmount(balance) }))}
          >
            {t('swap.max')}
          </Button>
        )}
      </div>
      {balance && from && (
        <p className="p-muted">
          {t('swap.balance', { amount: formatBalance(balance.quantity.numeric), symbol: from.symbol })}
        </p>
      )}
      <Button className="p-swap-flip" onClick={() => dispatch(swapFlipped())}>
        {t('swap.flip')}
      </Button>
      <SwapSide side="to" tokens={tokens.list} chosen={to} />
      <dl className="p-pairs">
        <dt>{t('swap.youReceive')}</dt>
        <dd>{received && to ? `${received} ${to.symbol}` : '—'}</dd>
        {rate !== undefined && from && to && (
          <>
            <dt>{t('swap.rate')}</dt>
            <dd>{t('swap.rateValue', { from: from.symbol, to: to.symbol, rate: formatBalance(String(rate)) })}</dd>
          </>
        )}
        <dt>{t('swap.slippage')}</dt>
        <dd>{`${swapSlippagePercent}%`}</dd>
      </dl>
      <div role="status" aria-live="polite" className="p-status">
        {ready && quote.value!.needsApproval && !busy && (
          <p className="p-muted">{t('swap.approvalFirst', { symbol: from?.symbol ?? '' })}</p>
        )}
        {quote.status === 'failed' && <p className="p-error-text">{quote.error}</p>}
        {swap.error && <p className="p-error-text">{swap.error}</p>}
        {step === 'done' && swap.hash && <p>{t('swap.done')}</p>}
      </div>
      <Button variant="primary" type="submit" unavailable={!current || busy || tooMuch}>
        {action}
      </Button>
    </form>
  )
}
