// The contract table: every HTTP call of the product, declared once.
import { analyticsContract } from './analytics'
import { blockchainContract } from './blockchain'
import { directoryContract } from './directory'
import type { EndpointContract, ServiceContract, ServiceName } from './endpoint'

export const contract = {
  blockchain: blockchainContract,
  directory: directoryContract,
  analytics: analyticsContract,
} as const satisfies Record<ServiceName, unknown>

export type Contract = typeof contract
export type EndpointName<S extends ServiceName = ServiceName> = keyof Contract[S] & string

export { defaultBaseUrls } from './hosts'

export * from './endpoint'
export * from './entities'
export { analyticsEvent, errorTelemetry } from './analytics'
export { apiErrorBody, balanceCacheSeconds, jsonRpcBatchLimit } from './blockchain'
export { swapCaipNetworkIds, swapChainIds } from './supportedSets'

export interface ContractEntry {
  service: ServiceName
  name: string
  /** `service.name`, how faults, cases and logs name an endpoint. */
  id: string
  entry: EndpointContract
}

/** Every entry of the table, for the generators and tests that treat all entries alike. */
export function contractEntries(): ContractEntry[] {
  return (Object.keys(contract) as ServiceName[]).flatMap((service) =>
    Object.entries(contract[service] as ServiceContract).map(([name, entry]) => ({
      service,
      name,
      id: `${service}.${name}`,
      entry,
    })),
  )
}
