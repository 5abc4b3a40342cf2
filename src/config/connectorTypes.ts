// Connector types (section 3) and the order they are listed in (section 2).
import * as z from 'zod/mini'

export const connectorTypes = ['EXTERNAL', 'WALLET_CONNECT', 'INJECTED', 'ANNOUNCED', 'AUTH', 'MULTI_CHAIN', 'ID_AUTH'] as const
export const connectorType = z.enum(connectorTypes)
export type ConnectorType = z.infer<typeof connectorType>

/** The groups the Connect view lists, in their default order (section 2). */
export const connectorGroups = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const
export const connectorGroup = z.enum(connectorGroups)
export type ConnectorGroup = z.infer<typeof connectorGroup>
