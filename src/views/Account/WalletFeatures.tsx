'use client'
// The wallet's features in the section 9 order (onramp, swaps, receive, send, or the host's),
// each only when its feature switch is on and it serves the account's namespace (a Bitcoin
// account receives, nothing more). Each opens its view: never a dead button.
import { useT } from '../../i18n'
import { usePorticoSelector } from '../../react/context'
import type { Features } from '../../config/features'
import { selectOptions } from '../../features/options/selectors'
import { isRestrictedTimeZone, visitorTimeZone } from '../../features/onramp/constants'
import type { View } from '../../features/modal/views'
import type { ChainNamespace } from '../../contract'
import { onrampNamespaces, sendNamespaces, swapNamespaces } from '../../contract/supportedSets'
import { selectActiveNamespace } from '../../features/chain/selectors'
import { useNavigate } from '../hooks/useNavigate'
import { AccountIcon, type AccountIconName } from './accountIcons'

type WalletFeature = Features['walletFeaturesOrder'][number]

/** Each feature's view, icon, and the namespaces it serves (section 9's supported sets; receiving, all). */
const features: Record<WalletFeature, { view: View; icon: AccountIconName; namespaces?: readonly ChainNamespace[] }> = {
  onramp: { view: 'OnRamp', icon: 'buy', namespaces: onrampNamespaces },
  swaps: { view: 'Swap', icon: 'swap', namespaces: swapNamespaces },
  receive: { view: 'Receive', icon: 'receive' },
  send: { view: 'Send', icon: 'send', namespaces: sendNamespaces },
}

export function WalletFeatures() {
  const t = useT()
  const navigate = useNavigate()
  const { features: switches, environment } = usePorticoSelector(selectOptions)
  const namespace = usePorticoSelector(selectActiveNamespace)
  // Section 9: buying is hidden in the restricted time zones; a feature, where its namespace is not served.
  const shown = [...new Set(switches.walletFeaturesOrder)].filter(
    (feature) =>
      switches[feature] &&
      !(feature === 'onramp' && isRestrictedTimeZone(visitorTimeZone(environment.timeZone))) &&
      (!features[feature].namespaces || (!!namespace && features[feature].namespaces.includes(namespace))),
  )
  if (shown.length === 0) return null
  return (
    <div className="p-features">
      {shown.map((feature) => (
        <button
          key={feature}
          type="button"
          className="p-feature"
          onClick={() => navigate({ view: features[feature].view })}
        >
          <AccountIcon name={features[feature].icon} />
          {t(`account.feature.${feature}`)}
        </button>
      ))}
    </div>
  )
}
