import { createAction } from '../../store/toolkit'
import type { CaipNetworkId } from '../../contract/entities'

/** A batch the wallet ran (or refused) on the network: what the wallet can do there may have changed. */
export const callsSettled = createAction<{ caipNetworkId: CaipNetworkId }>('portico/callsSettled')
