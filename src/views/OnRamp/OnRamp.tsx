'use client'
import { useId, type FormEvent } from 'react'
import { useT } from '../../i18n'
import { useSay } from '../../headless/useSay'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import {
  onrampAmountTyped,
  onrampAssetChosen,
  onrampCurrencyChosen,
  onrampMethodChosen,
  onrampProviderChosen,
  onrampRequested,
  onrampSubdivisionChosen,
} from '../../features/onramp/actions'
import { onrampPresets, type OnrampProviderId } from '../../features/onramp/constants'
import { paymentCurrenciesOf } from '../../features/onramp/onrampRules'
import {
  sameQuoteKey,
  selectOnramp,
  selectOnrampAccount,
  selectOnrampAmountProblem,
  selectOnrampProviders,
  selectOnrampQuoteKey,
  selectOnrampRegion,
  selectOnrampRestricted,
  selectPurchaseChoices,
} from '../../features/onramp/selectors'
import { usStates } from '../../features/onramp/usStates'
import { Button } from '../components/Button'
import { Listbox } from '../components/Listbox'
import { Skeleton } from '../components/Skeleton'
import { transferStyles } from '../Send/transferStyles'
import { cssVar as v } from '../../theme/tokens'
import { OnRampPurchase } from './OnRampPurchase'
import { numberSymbolsOf } from '../../i18n/numbers'
import { useLocale } from '../hooks/useLocale'

const onrampStyles = /* css */ `
.p-presets { display: flex; gap: ${v('space.xs')}; }
.p-presets .p-button { flex: 1; }
.p-presets .p-button[aria-pressed='true'] { outline: 2px solid ${v('color.accent')}; }
.p-quote-stale { opacity: 0.6; }
`

const stateOptions = usStates.map(([id, label]) => ({ id, label }))

/** A US visitor's state, which the provider needs; a host that configures it is not asked. */
function StateChoice({ chosen }: { chosen: string | undefined }) {
  const t = useT()
  const dispatch = usePorticoDispatch()
  return (
    <Listbox
      popup
      label={t('onramp.state')}
      placeholder={t('onramp.chooseState')}
      options={stateOptions}
      chosen={chosen}
      onChoose={(subdivision) => dispatch(onrampSubdivisionChosen({ subdivision }))}
    />
  )
}

const money = (amount: { value: string; currency: string }) => `${amount.value} ${amount.currency}`

/**
 * Buy (section 2's optional screens): the amount in the payment currency with presets and section 5's limits said
 * under the field, what to buy and on which network, the payment method, the provider (section 9,
 * with its fees), and the quote for the form as it comes (the last one stays, dimmed, while the
 * next is asked). Buy opens the provider; the purchase then shows until it arrives.
 */
export function OnRamp() {
  const t = useT()
  const say = useSay()
  // What the visitor types is read as their locale writes numbers ("1.234,5" in German).
  const symbols = numberSymbolsOf(useLocale())
  const dispatch = usePorticoDispatch()
  const amountId = useId()
  const problemId = useId()
  const onramp = usePorticoSelector(selectOnramp)
  const restricted = usePorticoSelector(selectOnrampRestricted)
  const account = usePorticoSelector(selectOnrampAccount)
  const providers = usePorticoSelector(selectOnrampProviders)
  const choices = usePorticoSelector(selectPurchaseChoices)
  const problem = usePorticoSelector(selectOnrampAmountProblem)
  const region = usePorticoSelector(selectOnrampRegion)
  // A new key object per call: the same form is the same key (no re-render for an equal one).
  const key = usePorticoSelector(selectOnrampQuoteKey, (a, b) => a === b || sameQuoteKey(a, b))

  if (restricted)
    return (
      <p className="p-center" role="alert">
        {t('onramp.restricted')}
      </p>
    )
  if (!account) return <p className="p-center">{t('onramp.unsupported')}</p>
  if (onramp.purchase.status !== 'idle') return <OnRampPurchase purchase={onramp.purchase} />
  if (region.needsSubdivision)
    return (
      <div className="p-stack">
        <p className="p-muted">{t('onramp.stateNeeded')}</p>
        <StateChoice chosen={undefined} />
      </div>
    )
  if (onramp.options.status === 'idle' || onramp.options.status === 'loading')
    return (
      <div role="status" aria-label={t('onramp.loading')}>
        <Skeleton height={52} />
      </div>
    )

  const currencies = paymentCurrenciesOf(onramp.options.value)
  const methods = currencies.find((c) => c.id === onramp.currency)?.limits ?? []
  const asset = choices.find((c) => c.id === onramp.asset)
  const provider = providers.find((p) => p.id === onramp.provider)
  const { quote } = onramp
  const current = sameQuoteKey(quote.key, key)
  const shown = quote.value && key ? quote.value : undefined
  const problemText = problem
    ? problem.kind === 'invalid'
      ? t('onramp.invalid')
      : problem.kind === 'belowMin'
        ? t('onramp.belowMin', { min: problem.min, currency: onramp.currency })
        : t('onramp.aboveMax', { max: problem.max, currency: onramp.currency })
    : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(onrampRequested())
  }
  return (
    <form className="p-stack" onSubmit={submit} noValidate>
      <style>{transferStyles + onrampStyles}</style>
      {region.chosenByVisitor && <StateChoice chosen={region.subdivision} />}
      <fieldset className="p-fieldset">
        <legend className="p-label">{t('onramp.youPay')}</legend>
        <input
          id={amountId}
          className="p-input"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('onramp.amount')}
          value={onramp.amount}
          aria-invalid={!!problem || undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => dispatch(onrampAmountTyped({ amount: event.target.value, symbols }))}
        />
        <Listbox
          popup
          label={t('onramp.currency')}
          options={currencies.map((c) => ({ id: c.id, label: c.id }))}
          chosen={onramp.currency}
          onChoose={(currency) => dispatch(onrampCurrencyChosen({ currency }))}
        />
        {problemText && (
          <p id={problemId} className="p-field-error">
            {problemText}
          </p>
        )}
        <div className="p-presets">
          {onrampPresets.map((preset) => (
            <Button
              key={preset}
              aria-pressed={onramp.amount === preset}
              onClick={() => dispatch(onrampAmountTyped({ amount: preset, symbols }))}
            >
              {t('onramp.preset', { amount: preset, currency: onramp.currency })}
            </Button>
          ))}
        </div>
        {onramp.options.status === 'defaults' && (
          <p className="p-muted">{t('onramp.defaults', { reason: say(onramp.options.error) ?? '' })}</p>
        )}
      </fieldset>

      <fieldset className="p-fieldset">
        <legend className="p-label">{t('onramp.youBuy')}</legend>
        {choices.length === 0 ? (
          <p className="p-muted">{t('onramp.nothingToBuy')}</p>
        ) : (
          <>
            <Listbox
              popup
              label={t('onramp.asset')}
              options={choices.map((c) => ({ id: c.id, label: c.symbol, detail: c.name }))}
              chosen={onramp.asset}
              onChoose={(id) => {
                const chosen = choices.find((c) => c.id === id)
                if (chosen?.networks[0])
                  dispatch(onrampAssetChosen({ asset: chosen.id, network: chosen.networks[0].name }))
              }}
            />
            <Listbox
              popup
              label={t('onramp.network')}
              options={(asset?.networks ?? []).map((n) => ({ id: n.name, label: n.displayName }))}
              chosen={onramp.network}
              onChoose={(network) => asset && dispatch(onrampAssetChosen({ asset: asset.id, network }))}
            />
          </>
        )}
      </fieldset>

      <Listbox
        label={t('onramp.method')}
        options={methods.map((method) => ({
          id: method.id,
          label: t(`onramp.method.${method.id}` as 'onramp.method.CARD'),
        }))}
        chosen={onramp.method}
        onChoose={(method) => dispatch(onrampMethodChosen({ method }))}
      />
      <Listbox
        label={t('onramp.provider')}
        options={providers.map((p) => ({
          id: p.id,
          label: p.name,
          detail: t('onramp.providerFees', { range: p.feeRange }),
        }))}
        chosen={onramp.provider}
        onChoose={(provider) => dispatch(onrampProviderChosen({ provider: provider as OnrampProviderId }))}
      />

      {shown && (
        <dl className={current ? 'p-pairs' : 'p-pairs p-quote-stale'} aria-busy={!current || undefined}>
          <dt>{t('onramp.providerFee')}</dt>
          <dd>{money(shown.coinbaseFee)}</dd>
          <dt>{t('onramp.networkFee')}</dt>
          <dd>{money(shown.networkFee)}</dd>
          <dt>{t('onramp.total')}</dt>
          <dd>{money(shown.paymentTotal)}</dd>
          <dt>{t('onramp.youReceive')}</dt>
          <dd>{money(shown.purchaseAmount)}</dd>
        </dl>
      )}
      <div role="status" aria-live="polite" className="p-status">
        {key && !current && quote.status !== 'failed' && <p className="p-muted">{t('onramp.quoting')}</p>}
        {quote.status === 'failed' && current && <p className="p-error-text">{say(quote.error)}</p>}
        {onramp.error && <p className="p-error-text">{say(onramp.error)}</p>}
      </div>
      <Button variant="primary" type="submit" unavailable={!key || !provider}>
        {t('onramp.buyWith', { provider: provider?.name ?? '' })}
      </Button>
    </form>
  )
}
