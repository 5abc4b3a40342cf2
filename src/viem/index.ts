// The `portico/viem` entry: viem clients on Portico's connection, and its eip155 wallet as one
// EIP-1193 provider. The modal's entry carries none of it.
export { usePorticoWalletClient, usePorticoPublicClient } from './hooks'
export { createPorticoProvider, type PorticoBinding } from './porticoProvider'
export { viemChain } from './viemChain'
