'use client'
import { useId } from 'react'
import { useT } from '../../i18n'
import { usePorticoDispatch } from '../../react/context'
import { maxSendAmount } from '../../features/send/sendRules'
import { amountChanged } from '../../features/send/sendSlice'
import { formatMoney } from '../amounts'
import { FieldMessage } from './FieldMessage'
import { numberSymbolsOf, typedIn } from '../../i18n/numbers'
import { useLocale } from '../hooks/useLocale'
import type { SendForm } from './selectSendForm'

/** The amount as typed, "Max", and what it is worth in USD (token price × amount). */
export function AmountField({ form, messageId }: { form: SendForm; messageId: string }) {
  const t = useT()
  const locale = useLocale()
  // What the visitor types is read as their locale writes numbers ("1.234,5" in German).
  const symbols = numberSymbolsOf(locale)
  const dispatch = usePorticoDispatch()
  const inputId = useId()
  const usdId = useId()
  const { token, send } = form
  const problem = form.byField.amount
  const fee = send.gasEstimate?.status === 'ready' ? send.gasEstimate.feeWei : undefined
  const describedBy =
    [problem && messageId, form.valueInUsd !== undefined && usdId].filter(Boolean).join(' ') || undefined
  return (
    <div className="p-field">
      <label htmlFor={inputId} className="p-label">
        {t('send.amount')}
      </label>
      <div className="p-input-row">
        <input
          id={inputId}
          className="p-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={`0${symbols.decimal}0`}
          value={send.sendTokenAmount}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => dispatch(amountChanged(event.target.value, symbols))}
        />
        <button
          type="button"
          className="p-button p-button-secondary p-button-inline"
          disabled={!token}
          aria-label={token ? t('send.maxLabel', { symbol: token.symbol }) : t('send.max')}
          onClick={() => token && dispatch(amountChanged(typedIn(symbols, maxSendAmount(token, fee)), symbols))}
        >
          {t('send.max')}
        </button>
      </div>
      {form.valueInUsd !== undefined && (
        <p id={usdId} className="p-muted">
          {t('send.valueInUsd', { value: formatMoney(form.valueInUsd, locale) })}
        </p>
      )}
      <FieldMessage id={messageId} problem={problem} />
    </div>
  )
}
