'use client'
import { AccountButton } from './AccountButton'
import { ConnectButtonCustom } from './ConnectButtonCustom'

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

/**
 * The same button drawn by the host: `<ConnectButton.Custom>{(props) => …}</ConnectButton.Custom>`
 * gives the account, the network, the status and the opens with their intent props
 * (ConnectButtonRenderProps), as RainbowKit's ConnectButton.Custom does.
 */
ConnectButton.Custom = ConnectButtonCustom
