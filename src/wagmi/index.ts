// The `portico/wagmi` entry: Portico as a wagmi connector. A host without wagmi imports none of
// it (wagmi is an optional peer dependency).
export { porticoConnector, reconnectWaitMs, type PorticoConnectorParameters } from './porticoConnector'
export { followPorticoConnections, walletConnectorId } from './followPorticoConnections'
export { createPorticoProvider, type PorticoBinding } from '../viem/porticoProvider'
