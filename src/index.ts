// Portico's public API.
// The contract table and the endpoints are the `portico/api` entry (src/api/index.ts): the
// modal loads them lazily, and so should a page that only renders the buttons.
export type {
  Contract,
  EndpointName,
  CaipNetwork,
  CaipNetworkId,
  CaipAddress,
  ChainNamespace,
  TokenBalance,
  Transaction,
  WalletDirectoryEntry,
  NameRecord,
} from './contract'
export type { PorticoApiError, SchemaIssue } from './api/errors'
export type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxSession, SiwxSessionStore } from './siwx/types'
export type {
  ChainCapabilities,
  Eip155Call,
  GrantPermissionsRequest,
  GrantPermissionsResponse,
  PermissionTypeData,
} from './connectors/types'
export type { SmartSession } from './contract/entities'
export { PayError, type PayErrorCode, type PayRequest, type PayResult } from './features/pay/constants'
export { porticoReducer, porticoMiddleware, defaultPortico } from './composition/defaultInstance'
export type { PorticoState } from './composition/porticoReducer'
export { createPorticoStore, type PorticoStore, type CreatePorticoStoreOptions } from './composition/createPorticoStore'
export { porticoState } from './composition/porticoState'
export { createPortico, startPortico, type PorticoInstance, type PorticoInstanceOptions } from './composition/portico'
export { parseConfig, PorticoConfigError } from './config/parseConfig'
export type { PorticoConfigInput as PorticoConfig } from './config/schema'
export { porticoKey } from './store/state'
export { supportedLocales, type LocaleTag, type LocaleChoice } from './i18n/supportedLocales'
export type { MessageOverrides } from './i18n/catalogue'
export * from './networks'
export * from './react'
export * from './headless/hooks'
// From their own files: the views index also names the modal, which must stay a lazy chunk.
export { ConnectButton, type HostButtonProps } from './views/ConnectButton'
export type {
  ConnectButtonRenderProps,
  ConnectButtonCustomProps,
  ConnectButtonAccount,
  ConnectButtonNetwork,
  OpenButtonProps,
} from './views/ConnectButtonCustom'
export { AccountButton } from './views/AccountButton'
export { NetworkButton } from './views/NetworkButton'
export { useOpenButton, type OpenButtonOptions } from './views/hooks/useOpenButton'
