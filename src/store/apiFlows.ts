// The flows that only matter once the api is there: the token list, the profile, Send and the
// history's failure. They come with the api chunk, not the first load: attachApi imports this
// module beside the api and starts them on the instance's listener (portico.ts). What happened
// before, above all a wallet reconnecting at startup, never reached them; so the balances and
// profile flows take the api's arrival as one more trigger and do what the missed ones would
// have (apiArrived). The others have nothing to catch up: Send and the history are asked for by
// views, which render once the api is attached. The connector lookup that query functions use
// (connectorLookup.ts) comes with them, since only the api's queries need it.
import type { Flow } from './listener'
import { balancesFlow } from '../features/balances/balancesFlow'
import { profileFlow } from '../features/profile/profileFlow'
import { sendFlow } from '../features/send/sendFlow'
import { transactionsFlow } from '../features/activity/transactionsFlow'

export const apiFlows: readonly Flow[] = [sendFlow, balancesFlow, profileFlow, transactionsFlow]

export { connectorLookupMiddleware } from './connectorLookup'
