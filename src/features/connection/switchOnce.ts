// Section 4, Switch network: the switch a wallet is still asking its user about. A wallet shows
// each request as its own prompt (an extension's "Add network", a phone's), so asking again for
// the same network, Pay with wallet pressed again once its wait for the switch ran out, say,
// would stack a second prompt on the first: a second ask waits on the first's answer instead.
import type { CaipNetwork } from '../../contract'
import type { Connector } from '../../connectors/types'

interface Asked {
  caipNetworkId: CaipNetwork['caipNetworkId']
  answer: Promise<void>
}

/** Per wallet (its connector, which outlives any one store): the switch asked of it, until it answers. */
const asked = new WeakMap<Connector, Asked>()

/**
 * The wallet asked to switch to `network`, or the answer to the same ask already under way
 * (`joined`: whoever asked first says how it ended).
 */
export function switchOnce(connector: Connector, network: CaipNetwork): { answer: Promise<void>; joined: boolean } {
  const under = asked.get(connector)
  if (under?.caipNetworkId === network.caipNetworkId) return { answer: under.answer, joined: true }
  const entry: Asked = { caipNetworkId: network.caipNetworkId, answer: connector.switchNetwork(network) }
  asked.set(connector, entry)
  const settled = () => void (asked.get(connector) === entry && asked.delete(connector))
  entry.answer.then(settled, settled)
  return { answer: entry.answer, joined: false }
}

/** The wallet let go while it asked (UnsupportedChain's Disconnect): the next connection asks afresh. */
export function switchLetGo(connector: Connector): void {
  asked.delete(connector)
}
