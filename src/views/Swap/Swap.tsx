'use client'
import { useId, type FormEvent } from 'react'
import { formatUnits } from 'viem'
import { useT } from '../../i18n'
import { useSay } from '../../headless/useSay'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import {
  swapAmountTyped,
  swapFlipped,
  swapOwnFeeChosen,
  swapRequested,
  swapReviewCancelled,
  swapReviewRequested,
  swapTokensRetried,
} from '../../features/swap/actions'
import {
  selectSwap,
  selectSwapAmountProblem,
  selectSwapAskedUnits,
  selectSwapBalance,
  selectSwapFee,
  selectSwapMax,
  selectSwapApprovesInOne,
  selectSwapSponsorship,
} from '../../features/swap/selectors'
import { toBaseUnits } from '../../features/send/sendRules'
import { selectActiveNetwork } from '../../features/chain/selectors'
import { swapSlippagePercent, swapsUnsupportedSaid } from '../../features/swap/constants'
import { Button } from '../components/Button'
import { IconButton } from '../components/IconButton'
import { icons } from '../components/icons'
import { Skeleton } from '../components/Skeleton'
import { formatBalance } from '../format'
import { formatMoney, formatPercent } from '../amounts'
import { useLocale } from '../hooks/useLocale'
import { numberSymbolsOf, typedIn } from '../../i18n/numbers'
import { formatFee } from '../Send/fee'
import { transferStyles } from '../Send/transferStyles'
import { SwapSide } from './SwapSide'

const swapStyles = /* css */ `
.p-swap-flip { display: flex; justify-content: center; }
.p-swap-stale { opacity: 0.6; }
`

/** Section 9's slippage taken off what the quote gives: the least the swap may bring. */
const minimumOf = (toAmount: bigint) => (toAmount * BigInt(100 - swapSlippagePercent)) / 100n

/**
 * Swap (section 2's optional screens): what to pay and what to receive from the tokens the swap service lists, the
 * amount (with Max: a token's whole balance, the native coin's less the network fee), and the quote
 * as it comes (500 ms after the last change; the last one dimmed while the next loads) with its
 * worth in USD, the rate, the price impact, the network fee and section 9's slippage. Review shows
 * the swap as it will go (with the least it may bring); confirming approves first when the
 * allowance is short. The button says why it cannot go on.
 */
export function Swap() {
  const t = useT()
  // A failure kept as a catalogue key (stopped waiting for the wallet, a call timed out, a network
  // the service does not serve, no quote for the pair) or in section 8's status words is said in
  // the visitor's language.
  const say = useSay()
  const locale = useLocale()
  // What the visitor types is read as their locale writes numbers ("1.234,5" in German).
  const symbols = numberSymbolsOf(locale)
  const dispatch = usePorticoDispatch()
  const amountId = useId()
  const problemId = useId()
  const swap = usePorticoSelector(selectSwap)
  const balance = usePorticoSelector(selectSwapBalance)
  const max = usePorticoSelector(selectSwapMax)
  const fee = usePorticoSelector(selectSwapFee)
  const network = usePorticoSelector(selectActiveNetwork)
  // Section 5's reading of a Send amount: what it refuses is never quoted, and says why.
  const problem = usePorticoSelector(selectSwapAmountProblem)
  const asked = usePorticoSelector(selectSwapAskedUnits)
  const inOne = usePorticoSelector(selectSwapApprovesInOne)
  const sponsorship = usePorticoSelector(selectSwapSponsorship)
  const { tokens, quote, step } = swap
  // Every wait has an end, and a way on: the list that did not come is asked again.
  if (tokens.status === 'failed')
    return (
      <div className="p-stack">
        <p className="p-center p-error-text" role="alert">
          {say(tokens.error)}
        </p>
        {/* A network the service does not serve stays so: nothing to try again. */}
        {tokens.error !== swapsUnsupportedSaid && (
          <Button onClick={() => dispatch(swapTokensRetried())}>{t('modal.tryAgain')}</Button>
        )}
      </div>
    )
  if (tokens.status !== 'loaded')
    return (
      <div role="status" aria-label={t('swap.tokensLoading')}>
        <Skeleton height={52} />
      </div>
    )
  const from = tokens.list.find((token) => token.caipAddress === swap.from)
  const to = tokens.list.find((token) => token.caipAddress === swap.to)
  const shown =
    quote.value && quote.value.from === from?.caipAddress && quote.value.to === to?.caipAddress
      ? quote.value
      : undefined
  const busy = step === 'approving' || step === 'swapping'
  // Section 5's rule for Send holds here too: no more than the account holds. Unknown (no
  // list, or a token the list lacks) is not blocked: the wallet says it.
  const held =
    balance && from ? toBaseUnits(balance.quantity.numeric, from.decimals) : balance === null ? 0n : undefined
  const tooMuch = held !== undefined && asked !== undefined && asked > held
  // The quote is for the form as it stands (a newer one is on its way otherwise).
  const current = quote.status === 'ready' && !!shown && shown.amount === asked?.toString()
  const received = shown && to ? formatBalance(formatUnits(BigInt(shown.toAmount), to.decimals), locale) : undefined
  const rate =
    shown && from && to
      ? Number(formatUnits(BigInt(shown.toAmount), to.decimals)) /
        Number(formatUnits(BigInt(shown.amount), from.decimals))
      : undefined
  const impact = shown?.fromUsd && shown.toUsd !== undefined ? Math.max(0, 1 - shown.toUsd / shown.fromUsd) : undefined
  const native = network?.nativeCurrency
  let action: string
  if (step === 'approving') action = t('swap.approving')
  else if (step === 'swapping') action = t('swap.swapping')
  else if (!from || !to) action = t('swap.chooseTokens')
  else if (!swap.amount.trim()) action = t('swap.enterAmount')
  // No quote is asked for it: the reason under the field says why, not "Getting a quote…".
  else if (problem) action = t('swap.review')
  else if (tooMuch) action = t('swap.notEnough', { symbol: from.symbol })
  else if (!current && quote.status !== 'failed') action = t('swap.quoting')
  else if (step === 'preview') action = shown?.needsApproval ? t('swap.approveAndSwap') : t('swap.swap')
  else action = t('swap.review')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(step === 'preview' ? swapRequested() : swapReviewRequested())
  }
  const reviewing = step === 'preview' || busy
  return (
    <form className="p-stack" onSubmit={submit} noValidate>
      <style>{transferStyles + swapStyles}</style>
      {reviewing ? (
        <h3 className="p-label">{t('swap.previewTitle')}</h3>
      ) : (
        <>
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
              aria-invalid={!!problem || tooMuch || undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => dispatch(swapAmountTyped({ amount: event.target.value, symbols }))}
            />
            {/* The native coin also pays the network fee: its Max keeps that back, once known. */}
            {max !== undefined && from && (
              <Button
                className="p-button-inline"
                onClick={() =>
                  dispatch(swapAmountTyped({ amount: typedIn(symbols, formatUnits(max, from.decimals)), symbols }))
                }
              >
                {t('swap.max')}
              </Button>
            )}
          </div>
          {problem && (
            <p id={problemId} className="p-field-error">
              {t(problem.message, problem.values)}
            </p>
          )}
          {/* The amount's value, from the quote for this very amount, beside the amount. */}
          {shown?.fromUsd !== undefined && current && (
            <p className="p-muted">{t('swap.usd', { value: formatMoney(shown.fromUsd, locale) })}</p>
          )}
          {balance && from && (
            <p className="p-muted">
              {t('swap.balance', { amount: formatBalance(balance.quantity.numeric, locale), symbol: from.symbol })}
            </p>
          )}
          <div className="p-swap-flip">
            <IconButton label={t('swap.flip')} icon={icons.switchSides} onClick={() => dispatch(swapFlipped())} />
          </div>
          <SwapSide side="to" tokens={tokens.list} chosen={to} />
        </>
      )}
      <dl
        className={current || !shown ? 'p-pairs' : 'p-pairs p-swap-stale'}
        aria-busy={(!!shown && !current) || undefined}
      >
        {reviewing && from && (
          <>
            <dt>{t('swap.pay')}</dt>
            <dd>{`${swap.amount} ${from.symbol}`}</dd>
          </>
        )}
        <dt>{t('swap.youReceive')}</dt>
        <dd>
          {received && to ? `${received} ${to.symbol}` : '—'}
          {shown?.toUsd !== undefined ? ` (${t('swap.usd', { value: formatMoney(shown.toUsd, locale) })})` : ''}
        </dd>
        {reviewing && shown && to && (
          <>
            <dt>{t('swap.minimum')}</dt>
            <dd>{`${formatBalance(formatUnits(minimumOf(BigInt(shown.toAmount)), to.decimals), locale)} ${to.symbol}`}</dd>
          </>
        )}
        {rate !== undefined && from && to && (
          <>
            <dt>{t('swap.rate')}</dt>
            <dd>
              {t('swap.rateValue', { from: from.symbol, to: to.symbol, rate: formatBalance(String(rate), locale) })}
            </dd>
          </>
        )}
        {impact !== undefined && (
          <>
            <dt>{t('swap.priceImpact')}</dt>
            <dd>{formatPercent(impact, locale, 2, 2)}</dd>
          </>
        )}
        <dt>{t('swap.networkFee')}</dt>
        <dd>
          {sponsorship === 'sponsored'
            ? t('approve.feePaidByApp')
            : swap.gas.status === 'failed'
              ? say(swap.gas.error)
              : fee !== undefined && native
                ? `${formatFee(fee.toString(), native.decimals, locale)} ${native.symbol}`
                : '—'}
        </dd>
        <dt>{t('swap.slippage')}</dt>
        <dd>{formatPercent(swapSlippagePercent / 100, locale)}</dd>
      </dl>
      <div role="status" aria-live="polite" className="p-status">
        {impact !== undefined && impact > 0.05 && <p className="p-field-warning">{t('swap.highImpact')}</p>}
        {current && shown.needsApproval && !busy && (
          <p className="p-muted">
            {t(inOne ? 'swap.approvalTogether' : 'swap.approvalFirst', { symbol: from?.symbol ?? '' })}
          </p>
        )}
        {sponsorship === 'walletCannot' && !busy && <p className="p-muted">{t('sponsorship.walletCannot')}</p>}
        {quote.status === 'failed' && <p className="p-error-text">{say(quote.error)}</p>}
        {swap.error && (
          <p className="p-error-text" role="alert">
            {swap.sponsorRefused ? t('swap.notSponsored', { message: swap.error }) : say(swap.error)}
          </p>
        )}
        {step === 'done' && swap.hash && <p>{t('swap.done')}</p>}
      </div>
      <Button
        variant="primary"
        type="submit"
        unavailable={!current || busy || tooMuch}
        aria-describedby={problem ? problemId : undefined}
      >
        {action}
      </Button>
      {swap.error && swap.sponsorRefused && (
        <Button onClick={() => dispatch(swapOwnFeeChosen())}>{t('sponsorship.payOwnFee')}</Button>
      )}
      {step === 'preview' && <Button onClick={() => dispatch(swapReviewCancelled())}>{t('swap.back')}</Button>}
    </form>
  )
}
