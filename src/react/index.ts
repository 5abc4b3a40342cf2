export { PorticoProvider, type PorticoProviderProps } from './PorticoProvider'
export {
  usePortico,
  usePorticoModal,
  usePorticoAccount,
  usePorticoNetwork,
  usePorticoLocale,
  useDisconnect,
  useWalletProvider,
  type WalletProviders,
  useWalletConnectPairing,
  usePorticoEvents,
  useSiwx,
  useSmartSessions,
  usePay,
  useSendCalls,
  type SentCalls,
  type PorticoEvent,
} from './hooks'
export { useConnections, useActiveConnection, type PorticoConnection } from './useConnections'
export {
  usePreview,
  useApprovalPreview,
  type HostPreviewRequest,
  type Preview,
  type BalanceChange,
  type AllowanceChange,
  type PreviewWarning,
} from './usePreview'
export type { WalletConnection, ConnectionAccount } from '../features/connections/connectionsSlice'
export type { ConnectedWalletInfo } from '../features/account/accountSlice'
export type { ConnectionEvent } from '../features/analytics/hostEvents'
export { usePorticoSelector, usePorticoDispatch } from './context'
