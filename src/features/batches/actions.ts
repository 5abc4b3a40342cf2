import { createAction } from '../../store/toolkit'
import type { CaipNetworkId } from '../../contract/entities'
import type { Eip155Call } from '../../connectors/types'

/** A batch the wallet ran (or refused) on the network: what the wallet can do there may have changed. */
export const callsSettled = createAction<{ caipNetworkId: CaipNetworkId }>('portico/callsSettled')

/** A host asks the connected eip155 wallet to run `calls` together (useSendCalls). */
export const callsRequested = createAction<{ id: string; calls: Eip155Call[] }>('portico/callsRequested')

/** What the host hears: the batch ran (the wallet's id and its transactions), or why not, in words. */
export const callsSucceeded = createAction<{ id: string; batchId: string; transactionHashes: string[] }>(
  'portico/callsSucceeded',
)
export const callsFailed = createAction<{ id: string; error: string; declined: boolean }>('portico/callsFailed')
