export { PorticoProvider, type PorticoProviderProps } from './PorticoProvider'
export {
  usePortico,
  usePorticoModal,
  usePorticoAccount,
  usePorticoNetwork,
  useDisconnect,
  useWalletProvider,
  useWalletConnectPairing,
  usePorticoEvents,
  useSiwx,
  useSmartSessions,
  usePay,
  type PorticoEvent,
} from './hooks'
export { usePorticoSelector, usePorticoDispatch } from './context'
