// The services and their public hosts (spec section 7), apart from the contract table so that
// code needing only a base URL does not pull every schema into the first load.
export const serviceNames = ['blockchain', 'directory', 'analytics'] as const
export type ServiceName = (typeof serviceNames)[number]

/** Public hosts of the services; each is configurable. */
export const defaultBaseUrls: Record<ServiceName, string> = {
  blockchain: 'https://rpc.walletconnect.org',
  directory: 'https://api.web3modal.org',
  analytics: 'https://pulse.walletconnect.org',
}
