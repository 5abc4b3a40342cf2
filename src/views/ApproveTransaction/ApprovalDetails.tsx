'use client'
// What the wallet is being asked, in words, from the request itself (features/approvals): the
// kind (a send, a payment, a token approval, a swap, a name, a smart session, another call), its
// amounts and parties, the network and the fee; then what it will do, from its own preview
// (PreviewSection). Nothing here reads another feature's state.
import { Fragment, type ReactNode } from 'react'
import { formatUnits } from 'viem'
import { useT, type Translate } from '../../i18n'
import { usePorticoSelector } from '../../react/context'
import { selectNetworks } from '../../features/chain/selectors'
import type { ApprovalAmount, ApprovalRequest, SingleApproval } from '../../features/approvals/approvalRequest'
import { Name } from '../components/Name'
import { formatBalance, shortAddress } from '../format'
import { formatFee } from '../Send/fee'
import { permissionWords, sessionDate } from '../Account/smartSessionWords'
import { useLocale } from '../hooks/useLocale'
import type { LocaleTag } from '../../i18n/supportedLocales'
import { Ltr } from '../components/Ltr'
import { PreviewSection } from './PreviewSection'

/** The exact amount asked for: what the wallet signs is shown to its last digit. */
const exact = (t: Translate, amount: ApprovalAmount) =>
  t('send.tokenAmount', { amount: formatUnits(BigInt(amount.value), amount.decimals), symbol: amount.symbol })

const address = (value: string, name?: string) => (
  <span title={value}>
    {name ? (
      <>
        <Name text={name} /> (<Ltr>{shortAddress(value)}</Ltr>)
      </>
    ) : (
      <Ltr>{shortAddress(value)}</Ltr>
    )}
  </span>
)

/** The request's summary line and its pairs (term, value), by kind. */
function describe(
  t: Translate,
  locale: LocaleTag,
  request: SingleApproval,
): { summary: string; pairs: [string, ReactNode][] } {
  switch (request.kind) {
    case 'send':
    case 'payment': {
      const amount = exact(t, request.amount)
      const pairs: [string, ReactNode][] = [
        [t(request.kind === 'send' ? 'approve.sending' : 'approve.paying'), amount],
        [t('approve.to'), address(request.to, request.toName)],
      ]
      if (request.fee && !request.feePaidByApp)
        pairs.push([
          t('approve.fee'),
          t('send.networkFeeValue', {
            fee: formatFee(request.fee.value, request.fee.decimals, locale),
            symbol: request.fee.symbol,
          }),
        ])
      return { summary: t(`approve.summary.${request.kind}`, { amount }), pairs }
    }
    case 'tokenApproval': {
      const amount =
        request.amount === 'unlimited' ? t('approve.unlimited', { symbol: request.symbol }) : exact(t, request.amount)
      return {
        summary: t('approve.summary.tokenApproval', { amount }),
        pairs: [
          [t('approve.allowance'), amount],
          [
            t('approve.spender'),
            address(request.spender, request.spenderRole && t(`approve.role.${request.spenderRole}`)),
          ],
          [t('approve.token'), address(request.token, request.symbol)],
        ],
      }
    }
    case 'swap': {
      const pay = exact(t, request.pay)
      const receive = t('send.tokenAmount', {
        amount: formatBalance(formatUnits(BigInt(request.receive.value), request.receive.decimals), locale),
        symbol: request.receive.symbol,
      })
      return {
        summary: t('approve.summary.swap', { pay, receive }),
        pairs: [
          [t('approve.youPay'), pay],
          [t('approve.youReceive'), t('approve.quoted', { amount: receive })],
          [
            t('approve.contract'),
            address(request.contract, request.contractRole && t(`approve.role.${request.contractRole}`)),
          ],
        ],
      }
    }
    case 'nameRegistration':
      return {
        summary: t('approve.summary.nameRegistration', { name: request.name }),
        pairs: [
          [t('approve.name'), <Name key="name" text={request.name} />],
          [t('approve.account'), address(request.account)],
        ],
      }
    case 'smartSession':
      return {
        summary: t('approve.summary.smartSession'),
        pairs: [
          [
            t('approve.permissions'),
            <ul key="permissions" className="p-plain-list">
              {request.permissions.map((permission, i) => (
                <li key={i}>{permissionWords(t, permission)}</li>
              ))}
            </ul>,
          ],
          [t('approve.until'), sessionDate(request.expiry, locale)],
          [t('approve.signer'), request.signer],
        ],
      }
    case 'call': {
      const pairs: [string, ReactNode][] = [[t('approve.contract'), address(request.to)]]
      if (request.value) pairs.push([t('approve.value'), exact(t, request.value)])
      if (request.selector) pairs.push([t('approve.function'), request.selector])
      return { summary: t('approve.summary.call'), pairs }
    }
  }
}

const Pairs = ({ pairs, children }: { pairs: [string, ReactNode][]; children?: ReactNode }) => (
  <dl className="p-pairs">
    {pairs.map(([term, value]) => (
      <Fragment key={term}>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </Fragment>
    ))}
    {children}
  </dl>
)

export function ApprovalDetails({ request }: { request: ApprovalRequest }) {
  const t = useT()
  const locale = useLocale()
  const network = usePorticoSelector(selectNetworks).find((n) => n.caipNetworkId === request.caipNetworkId)
  // The app's paymaster pays the fee (ERC-7677): said in place of any the request estimated.
  const onNetwork = (
    <>
      {request.feePaidByApp && (
        <>
          <dt>{t('approve.fee')}</dt>
          <dd>{t('approve.feePaidByApp')}</dd>
        </>
      )}
      <dt>{t('approve.network')}</dt>
      <dd>{network?.name ?? request.caipNetworkId}</dd>
    </>
  )
  if (request.kind === 'batch')
    // Every call of the batch, in the order the wallet runs them, each as it would be alone.
    return (
      <DetailsRegion label={t('approve.details')}>
        <p className="p-approval-summary">{t('approve.summary.batch', { count: request.calls.length })}</p>
        <p className="p-muted">{t('approve.batchTogether')}</p>
        <ol className="p-approval-calls">
          {request.calls.map((call, i) => {
            const { summary, pairs } = describe(t, locale, call)
            return (
              <li key={i}>
                <p className="p-approval-summary">{summary}</p>
                <Pairs pairs={pairs} />
              </li>
            )
          })}
        </ol>
        <Pairs pairs={[]}>{onNetwork}</Pairs>
        <PreviewSection request={request} />
      </DetailsRegion>
    )
  const { summary, pairs } = describe(t, locale, request)
  return (
    <DetailsRegion label={t('approve.details')}>
      <p className="p-approval-summary">{summary}</p>
      <Pairs pairs={pairs}>{onNetwork}</Pairs>
      <PreviewSection request={request} />
    </DetailsRegion>
  )
}

/**
 * What the wallet is asked, as a region the keyboard can reach: ApproveTransaction has no other
 * control (the modal cannot be closed while the wallet asks, section 2), and a long batch on a
 * phone scrolls the body, which only a focused element inside it lets the keyboard scroll.
 */
function DetailsRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="p-full p-approval" aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}
