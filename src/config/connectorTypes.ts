// Connector types (section 3) and the order they are listed in (section 2): plain lists, read
// by the first load; the config schema makes its enum of the groups.

export const connectorTypes = [
  'EXTERNAL',
  'WALLET_CONNECT',
  'INJECTED',
  'ANNOUNCED',
  'AUTH',
  'MULTI_CHAIN',
  'ID_AUTH',
] as const
export type ConnectorType = (typeof connectorTypes)[number]

/** The groups the Connect view lists, in their default order (section 2). */
export const connectorGroups = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroup = (typeof connectorGroups)[number]
