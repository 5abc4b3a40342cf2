// Where a one-namespace connector starts when the visitor connects: the active network when it is
// of that namespace, else the namespace's first (a Solana wallet picked while an eip155 network
// is active). Read by the connectors whose code loads on first use, never by the first load.
import type { CaipNetwork, ChainNamespace } from '../contract'
import type { ConnectOptions } from './types'

export const startNetwork = (options: ConnectOptions, namespace: ChainNamespace): CaipNetwork | undefined =>
  options.caipNetwork?.chainNamespace === namespace
    ? options.caipNetwork
    : options.networks?.find((n) => n.chainNamespace === namespace)
