// The directory's picture of each well-known network (its image endpoint's `getAssetImage` ids,
// section 7), by CAIP-2 id, as the public client maps chain ids to them. Kept with the picture,
// which loads with the views that show it, rather than on the networks a host configures: a
// host's own network with a well-known chain id gets its picture too, and the host's first
// load carries none of these ids.
import type { CaipNetwork } from '../../contract'

/** The public client's one picture for every Solana cluster. */
const solanaImageId = 'a1b58899-f671-4276-6a5e-56ca5bd59700'

export const networkImageIds: Readonly<Record<string, string>> = {
  'eip155:1': 'ba0ba0cd-17c6-4806-ad93-f9d174f17900',
  'eip155:10': 'ab9c186a-c52f-464b-2906-ca59d760a400',
  'eip155:137': '41d04d42-da3b-4453-8506-668cc0727900',
  'eip155:8453': '7289c336-3981-4081-c5f4-efc26ac64a00',
  'eip155:42161': '3bff954d-5cb0-47a0-9a23-d20192e74600',
  'bip122:000000000019d6689c085ae165831e93': '0b4838db-0161-4ffe-022d-532bf03dba00',
}

/** The network's picture id: the host's own, else the well-known one, else Solana's for any Solana cluster. */
export const networkImageId = (network: Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace' | 'assets'>) =>
  network.assets?.imageId ??
  networkImageIds[network.caipNetworkId] ??
  (network.chainNamespace === 'solana' ? solanaImageId : undefined)
