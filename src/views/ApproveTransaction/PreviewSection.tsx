'use client'
// What the request will do, as its simulation says (features/preview), under what it is asked:
// the warnings first, then what leaves and enters the account, then the allowances it leaves.
// The preview is the one its route entry names (selectApprovalPreview); a name registration,
// which only signs a message, says so without one.
import { useId, type ReactNode } from 'react'
import { useT, type Translate } from '../../i18n'
import type { MessageKey } from '../../i18n/en'
import { usePorticoSelector } from '../../react/context'
import { selectApprovalPreview } from '../../features/preview/selectors'
import type { ApprovalRequest } from '../../features/approvals/approvalRequest'
import type { AllowanceChange, BalanceChange, Preview, PreviewWarning } from '../../features/preview/previewTypes'
import { Icon } from '../components/Icon'
import { Ltr } from '../components/Ltr'
import { formatMoney } from '../amounts'
import { shortAddress } from '../format'
import { useLocale } from '../hooks/useLocale'
import { changeShown, symbolShown, transferAmount } from './previewAmounts'

type Ready = Extract<Preview, { status: 'ready' }>

/** Where a message puts the address (never in a message's own words). */
const slot = '\u0000'

/**
 * A message with an address in it: shortened and left to right, the whole address in its title.
 * The message is filled as any other (its values isolated), with a mark where the address goes.
 */
function withAddress(t: Translate, key: MessageKey, values: Record<string, string>, name: string, address: string) {
  const [before, after] = t(key, { ...values, [name]: slot }).split(slot)
  return (
    <>
      {before}
      {after !== undefined && (
        <>
          <span title={address}>
            <Ltr>{shortAddress(address)}</Ltr>
          </span>
          {after}
        </>
      )}
    </>
  )
}

function warningWords(t: Translate, warning: PreviewWarning): ReactNode {
  switch (warning.kind) {
    case 'willFail':
      return warning.reason
        ? t('preview.warning.willFail', { reason: warning.reason })
        : t('preview.warning.willFail.noReason')
    case 'unlimitedApproval':
      return withAddress(
        t,
        'preview.warning.unlimitedApproval',
        { symbol: symbolShown(warning.symbol) },
        'spender',
        warning.spender,
      )
    case 'newAddress':
      return withAddress(t, `preview.warning.newAddress.${warning.role}`, {}, 'address', warning.address)
    default:
      return t(`preview.warning.${warning.kind}`)
  }
}

/** A failure and an unlimited allowance interrupt (role alert); the others are read in turn. */
const interrupts = (warning: PreviewWarning) => warning.kind === 'willFail' || warning.kind === 'unlimitedApproval'

function Warning({ warning }: { warning: PreviewWarning }) {
  const t = useT()
  const alert = interrupts(warning)
  return (
    <p className={alert ? 'p-preview-warning p-preview-alert' : 'p-preview-warning'} role={alert ? 'alert' : undefined}>
      <Icon name="warning" />
      <span>{warningWords(t, warning)}</span>
    </p>
  )
}

function Change({ change }: { change: BalanceChange }) {
  const t = useT()
  const locale = useLocale()
  const { direction, sign, amount, symbol } = changeShown(change, locale)
  return (
    <li className={`p-preview-change p-preview-${direction}`}>
      <span className="p-preview-amount">
        <Ltr>{`${sign}${t('send.tokenAmount', { amount, symbol })}`}</Ltr>
      </span>
      {change.value !== undefined && (
        <span className="p-preview-value">
          <Ltr>{t('send.valueInUsd', { value: formatMoney(change.value, locale) })}</Ltr>
        </span>
      )}
    </li>
  )
}

function Allowance({ allowance }: { allowance: AllowanceChange }) {
  const t = useT()
  const locale = useLocale()
  const symbol = symbolShown(allowance.symbol)
  const words = allowance.collection
    ? withAddress(t, 'preview.allowance.collection', { symbol }, 'spender', allowance.spender)
    : allowance.unlimited
      ? withAddress(t, 'preview.allowance.unlimited', { symbol }, 'spender', allowance.spender)
      : withAddress(
          t,
          'preview.allowance',
          { symbol, amount: transferAmount(BigInt(allowance.amount), allowance.decimals, locale) },
          'spender',
          allowance.spender,
        )
  return <li>{words}</li>
}

function ReadyPreview({ preview }: { preview: Ready }) {
  const t = useT()
  const { warnings, changes, allowances, fails } = preview
  return (
    <>
      {warnings.map((warning, i) => (
        <Warning key={i} warning={warning} />
      ))}
      {changes.length > 0 && (
        <ul className="p-preview-list" aria-label={t('preview.changes')}>
          {changes.map((change) => (
            <Change key={change.asset} change={change} />
          ))}
        </ul>
      )}
      {allowances.length > 0 && (
        <ul className="p-preview-list" aria-label={t('preview.allowances')}>
          {allowances.map((allowance) => (
            <Allowance key={`${allowance.token}:${allowance.spender}`} allowance={allowance} />
          ))}
        </ul>
      )}
      {changes.length === 0 && allowances.length === 0 && !fails && (
        <p className="p-preview-quiet">{t('preview.noChanges')}</p>
      )}
    </>
  )
}

/** Loading, then unavailable, in one live line: the change is announced where it happens. */
function PreviewBody({ preview }: { preview: Preview }) {
  const t = useT()
  if (preview.status === 'ready') return <ReadyPreview preview={preview} />
  return (
    <p role="status" aria-live="polite" className="p-preview-quiet p-preview-pending">
      {preview.status === 'loading'
        ? t('preview.loading')
        : t('preview.unavailable', { reason: t(`preview.unavailable.${preview.reason}`) })}
    </p>
  )
}

export function PreviewSection({ request }: { request: ApprovalRequest }) {
  const t = useT()
  const preview = usePorticoSelector(selectApprovalPreview)
  const headingId = useId()
  // Registering a name signs a message (section 4): nothing moves and nothing is approved.
  if (!preview && request.kind !== 'nameRegistration') return null
  return (
    <div className="p-preview" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="p-preview-heading">
        {t('preview.heading')}
      </h3>
      {preview ? <PreviewBody preview={preview} /> : <p className="p-preview-quiet">{t('preview.signature')}</p>}
    </div>
  )
}
