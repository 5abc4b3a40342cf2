'use client'
import { usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { selectSocials } from '../../features/connection/connectMethods'
import { Icon } from '../components/Icon'
import { useNavigate } from '../hooks/useNavigate'
import { BrandMark } from './BrandMark'
import { socialStyles } from './socialStyles'
import { useSocialPick } from './useSocialPick'

/** How many providers fit in the compact row beside the "more" entry. */
const compactCount = 3

/**
 * The social logins (section 2's order stays the host's): the first provider as a full-width
 * button, the next ones as a compact row of marks, and "more" for the full list (Socials). A
 * provider's popup opens in the click itself; Farcaster signs in by QR code instead.
 */
export function SocialButtons() {
  const t = useT()
  const navigate = useNavigate()
  const pick = useSocialPick('Socials')
  const socials = usePorticoSelector(selectSocials)
  const [first, ...rest] = socials
  if (!first) return null
  // All of them fit when one more would be the "more" entry itself.
  const compact = rest.length <= compactCount + 1 ? rest : rest.slice(0, compactCount)
  const more = rest.length > compact.length
  const name = (provider: string) => t('connect.social.continueWith', { name: t(`social.${provider}` as never) })
  return (
    <div className="p-stack">
      <style>{socialStyles}</style>
      <button type="button" className="p-button p-button-secondary" onClick={() => pick(first)}>
        <BrandMark provider={first} />
        {name(first)}
      </button>
      {compact.length > 0 && (
        <div className="p-socials">
          {compact.map((provider) => (
            <button
              key={provider}
              type="button"
              className="p-button p-button-secondary p-social-compact"
              aria-label={name(provider)}
              title={name(provider)}
              onClick={() => pick(provider)}
            >
              <BrandMark provider={provider} />
            </button>
          ))}
          {more && (
            <button
              type="button"
              className="p-button p-button-secondary p-social-compact"
              aria-label={t('connect.social.more')}
              title={t('connect.social.more')}
              onClick={() => navigate({ view: 'Socials' })}
            >
              <Icon name="grid" />
            </button>
          )}
        </div>
      )}
    </div>
  )
}
