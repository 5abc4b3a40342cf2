// What the WalletConnect connector needs from the host's configuration, read when a pairing
// starts (the connector is registered before the store knows the config's later changes).
import type { CaipNetwork } from '../../contract'

export interface WalletConnectSettings {
  projectId: string
  relayUrl: string
  verify: boolean
  metadata: { name: string; description: string; url: string; icons: string[] }
  networks: CaipNetwork[]
}
