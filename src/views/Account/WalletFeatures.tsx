'use client'
// The wallet's features in the section 9 order (onramp, swaps, receive, send, or the host's),
// each only when its feature switch is on. Each opens its view: never a dead button.
import { useT } from '../../i18n'
import { usePorticoSelector } from '../../react/context'
import type { Features } from '../../config/features'
import { selectOptions } from '../../features/options/selectors'
import { isRestrictedTimeZone, visitorTimeZone } from '../../features/onramp/constants'
import type { View } from '../../features/modal/views'
import { useNavigate } from '../hooks/useNavigate'
import { AccountIcon, type AccountIconName } from './accountIcons'

type WalletFeature = Features['walletFeaturesOrder'][number]

const features: Record<WalletFeature, { view: View; icon: AccountIconName }> = {
  onramp: { view: 'OnRamp', icon: 'buy' },
  swaps: { view: 'Swap', icon: 'swap' },
  receive: { view: 'Receive', icon: 'receive' },
  send: { view: 'Send', icon: 'send' },
}

export function WalletFeatures() {
  const t = useT()
  const navigate = useNavigate()
  const { features: switches, environment } = usePorticoSelector(selectOptions)
  // Section 9: buying is hidden in the restricted time zones.
  const shown = [...new Set(switches.walletFeaturesOrder)].filter(
    (feature) =>
      switches[feature] && !(feature === 'onramp' && isRestrictedTimeZone(visitorTimeZone(environment.timeZone))),
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
