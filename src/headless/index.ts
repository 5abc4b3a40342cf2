// `portico/headless`: Portico's engine for a host that draws its own connect UI. The provider
// carries no modal; the hooks are those the modal's views use, over the same store and flows.
// The main entry (`portico`) exports the same hooks, for a host that mixes its UI with the modal.
export { PorticoHeadlessProvider } from './PorticoHeadlessProvider'
export type { PorticoProviderProps as PorticoHeadlessProviderProps } from '../react/PorticoStoreProvider'
export * from './hooks'
export {
  usePorticoAccount,
  usePorticoNetwork,
  usePorticoLocale,
  useDisconnect,
  useWalletProvider,
  type WalletProviders,
  useSiwx,
  useSmartSessions,
  useSendCalls,
  type SentCalls,
  usePorticoEvents,
  usePorticoModal,
  type PorticoEvent,
} from '../react/hooks'
export { useConnections, useActiveConnection, type PorticoConnection } from '../react/useConnections'
export {
  usePreview,
  useApprovalPreview,
  type HostPreviewRequest,
  type Preview,
  type BalanceChange,
  type AllowanceChange,
  type PreviewWarning,
} from '../react/usePreview'
export type { WalletConnection, ConnectionAccount } from '../features/connections/connectionsSlice'
export type { ConnectedWalletInfo } from '../features/account/accountSlice'
export type { ConnectionEvent } from '../features/analytics/hostEvents'
export { usePorticoSelector, usePorticoDispatch } from '../react/context'
export {
  createPorticoStore,
  type PorticoStore,
  type CreatePorticoStoreOptions,
} from '../composition/createPorticoStore'
export { createPortico, startPortico, type PorticoInstance, type PorticoInstanceOptions } from '../composition/portico'
export { porticoReducer, porticoMiddleware, defaultPortico } from '../composition/defaultInstance'
export type { PorticoConfigInput as PorticoConfig } from '../config/schema'
export type { PorticoState } from '../composition/porticoReducer'
export * from '../networks'
