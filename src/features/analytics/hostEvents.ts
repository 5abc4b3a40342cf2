// What a host hears through usePorticoEvents: the catalogue's events (typed by name), section 8's
// error reports, and the changes of the wallets connected at once (the host's `multiWallet`),
// each with the Portico action it came from (for what an analytics event leaves out, a
// transaction's hash say). Loaded by the hook, not with the page.
//
// The connection events are the host's alone. The catalogue is also the wire to the analytics
// service, whose event names the public client fixes (contracts/): the analytics flow sends what
// analyticsEventOf names and nothing else, and these are not in it. They are read from the list
// before and after an action, not from the action alone as the catalogue's are: a wallet that
// connects again where it is listed (a switch records it so) is no new connection.
import type { UnknownAction } from '@reduxjs/toolkit'
import type { ChainNamespace } from '../../contract'
import type { RootState } from '../../store/state'
import { connectionSwitched } from '../connections/actions'
import type { WalletConnection } from '../connections/connectionsSlice'
import { analyticsEventOf, type AnalyticsEvent } from './eventCatalogue'
import { errorReported, type ErrorReport } from './errorReport'

/**
 * A wallet of the several connected at once joined namespaces (CONNECTION_ADDED), became the one
 * that acts in them (CONNECTION_SWITCHED) or left them (CONNECTION_REMOVED). `namespaces` are
 * those the change is about: a WalletConnect session spanning two is added one at a time.
 */
export interface ConnectionEvent {
  event: 'CONNECTION_ADDED' | 'CONNECTION_SWITCHED' | 'CONNECTION_REMOVED'
  properties: { connectorId: string; name: string; namespaces: ChainNamespace[] }
}

export type PorticoEvent = (AnalyticsEvent | { event: 'ERROR_REPORTED'; properties: ErrorReport } | ConnectionEvent) & {
  action: UnknownAction
}

const none: WalletConnection[] = []
const listOf = (state: RootState) => state.portico.connections?.list ?? none
const namespacesOf = (connection: WalletConnection) => Object.keys(connection.namespaces) as ChainNamespace[]

const connectionEvent = (
  event: ConnectionEvent['event'],
  connection: WalletConnection,
  namespaces: ChainNamespace[],
): ConnectionEvent => ({
  event,
  properties: { connectorId: connection.connectorId, name: connection.wallet.name, namespaces },
})

/** The first wallet of `from` listed in namespaces where `to` does not list it, with those namespaces. */
function firstNotIn(from: WalletConnection[], to: WalletConnection[]) {
  for (const connection of from) {
    const now = to.find((c) => c.connectorId === connection.connectorId)
    const left = namespacesOf(connection).filter((namespace) => !now?.namespaces[namespace])
    if (left.length > 0) return { connection, namespaces: left }
  }
  return undefined
}

/** What an action changed of the wallets connected at once (each of the list's actions changes one). */
function connectionEventOf(action: UnknownAction, state: RootState, previous: RootState): ConnectionEvent | undefined {
  const before = listOf(previous)
  const after = listOf(state)
  if (connectionSwitched.match(action)) {
    const connection = after.find((c) => c.connectorId === action.payload.connectorId)
    const acting = state.portico.connectors.connectedIdByNamespace
    return (
      connection &&
      connectionEvent(
        'CONNECTION_SWITCHED',
        connection,
        namespacesOf(connection).filter((namespace) => acting[namespace] === connection.connectorId),
      )
    )
  }
  if (before === after) return undefined
  const joined = firstNotIn(after, before)
  if (joined) return connectionEvent('CONNECTION_ADDED', joined.connection, joined.namespaces)
  const left = firstNotIn(before, after)
  return left && connectionEvent('CONNECTION_REMOVED', left.connection, left.namespaces)
}

/** The event a host hears for an action; `state` and `previous` (around the action) for the connection events. */
export function hostEventOf(action: UnknownAction, state?: RootState, previous?: RootState): PorticoEvent | undefined {
  if (errorReported.match(action)) return { event: 'ERROR_REPORTED', properties: action.payload, action }
  const event = analyticsEventOf(action) ?? (state && previous && connectionEventOf(action, state, previous))
  return event ? { ...event, action } : undefined
}
