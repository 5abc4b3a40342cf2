'use client'
import { AccountButton } from './AccountButton'

export interface HostButtonProps {
  className?: string
}

/**
 * The page's wallet button: Connect Wallet while disconnected (the opening rule, section 2,
 * decides which view the modal opens on), the account once connected (opens Account). The
 * peers' one button does both (RainbowKit's ConnectButton, AppKit's <appkit-button>), so this
 * is the account button under the name hosts look for: one <button> in both states, the same
 * server HTML while disconnected, and the same intent fetching (useOpenButton).
 */
export function ConnectButton({ className }: HostButtonProps) {
  return <AccountButton className={className} />
}
