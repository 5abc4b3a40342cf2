'use client'
import { AccountButton } from './AccountButton'
import { ConnectButtonCustom } from './ConnectButtonCustom'

export interface HostButtonProps {
  className?: string
  /**
   * The compact form: the network as its picture alone, the account as its avatar and name
   * without the balance (the accessible names stay whole). Left out, the buttons take it on a
   * page narrower than 768 px (a phone) and the full form on a wider one; `true` asks for it on
   * any page (a crowded header), `false` never.
   */
  compact?: boolean
}

/**
 * The page's wallet button: Connect Wallet while disconnected (the opening rule, section 2,
 * decides which view the modal opens on), the account once connected (opens Account). The
 * peers' one button does both (RainbowKit's ConnectButton, AppKit's <appkit-button>), so this
 * is the account button under the name hosts look for: one <button> in both states, the same
 * server HTML while disconnected, and the same intent fetching (useOpenButton).
 */
export function ConnectButton(props: HostButtonProps) {
  return <AccountButton {...props} />
}

/**
 * The same button drawn by the host: `<ConnectButton.Custom>{(props) => …}</ConnectButton.Custom>`
 * gives the account, the network, the status and the opens with their intent props
 * (ConnectButtonRenderProps), as RainbowKit's ConnectButton.Custom does.
 */
ConnectButton.Custom = ConnectButtonCustom
