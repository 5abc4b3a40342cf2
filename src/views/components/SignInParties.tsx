'use client'
import { usePorticoSelector } from '../../react/context'
import { selectAppMetadata } from '../../features/options/appMetadata'
import { FallbackImage } from './FallbackImage'
import { ConnectedWalletImage } from './WalletImage'
import { cssVar as v } from '../../theme/tokens'

const partiesStyles = /* css */ `.p-sign-in-parties { display: flex; gap: ${v('space.sm')}; justify-content: center; }`

/** Who signs in where: the app's icon beside the wallet's (the sign-in views). */
export function SignInParties({ wallet }: { wallet?: { name: string; icon?: string; type?: string } }) {
  const appIcon = usePorticoSelector((s) => selectAppMetadata(s).icons[0])
  return (
    <div className="p-sign-in-parties" aria-hidden="true">
      <style>{partiesStyles}</style>
      {appIcon && <FallbackImage className="p-image" src={appIcon} alt="" fallback={null} />}
      {wallet && <ConnectedWalletImage wallet={wallet} />}
    </div>
  )
}
