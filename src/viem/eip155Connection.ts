// The eip155 connection as viem and wagmi count it (section 3's account, section 4's status):
// the selected account first, every address checksummed, the chain as a number. Undefined
// unless Portico is connected on eip155 through a connector it can reach.
import { createSelector } from '@reduxjs/toolkit'
import { getAddress, type Address } from 'viem'
import { referenceOf } from '../contract/caip'
import type { RootState } from '../store/state'

export interface Eip155Connection {
  accounts: readonly [Address, ...Address[]]
  chainId: number
  connectorId: string
}

/**
 * Read again only when the account or its connector changes: the wagmi connector reads it on every
 * change of the store, and checksumming hashes each address.
 */
export const eip155Connection: (state: RootState) => Eip155Connection | undefined = createSelector(
  [
    (state: RootState) => state.portico.account.eip155,
    (state: RootState) => state.portico.connectors.connectedIdByNamespace.eip155,
  ],
  (account, connectorId): Eip155Connection | undefined => {
    if (account?.status !== 'connected' || !connectorId || !account.address || !account.caipAddress) return undefined
    const selected = getAddress(account.address)
    const others = account.allAccounts
      .map((entry) => getAddress(entry.address))
      .filter((address) => address !== selected)
    return { accounts: [selected, ...others], chainId: Number(referenceOf(account.caipAddress)), connectorId }
  },
)

/** Two readings name the same accounts, in the same order, on the same chain. */
export const sameConnection = (a: Eip155Connection | undefined, b: Eip155Connection | undefined) =>
  a === b ||
  (!!a &&
    !!b &&
    a.chainId === b.chainId &&
    a.connectorId === b.connectorId &&
    a.accounts.length === b.accounts.length &&
    a.accounts.every((address, i) => address === b.accounts[i]))

/**
 * Calls `changed(before, next)` on each change of the eip155 connection in `store` from now on
 * (each change once, however many actions it took); returns what stops it.
 */
export function followEip155Connection(
  store: PorticoStoreLike,
  changed: (before: Eip155Connection | undefined, next: Eip155Connection | undefined) => void,
): () => void {
  let last = eip155Connection(store.getState() as RootState)
  return store.subscribe(() => {
    const next = eip155Connection(store.getState() as RootState)
    if (sameConnection(last, next)) return
    const before = last
    last = next
    changed(before, next)
  })
}

/** The store a binding reads: Portico's state under its key, as any store Portico lives in has it. */
export interface PorticoStoreLike {
  getState(): unknown
  dispatch(action: { type: string }): unknown
  subscribe(listener: () => void): () => void
}

/**
 * Resolves with `read(state)` once it is defined (at once when it already is), or rejects with
 * `onTimeout()` after `timeoutMs`. Reads on every change of the store.
 */
export function whenState<T>(
  store: PorticoStoreLike,
  read: (state: RootState) => T | undefined,
  { timeoutMs, onTimeout }: { timeoutMs?: number; onTimeout?: () => Error } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      let value: T | undefined
      try {
        value = read(store.getState() as RootState)
      } catch (error) {
        stop()
        return void reject(error)
      }
      if (value === undefined) return
      stop()
      resolve(value)
    }
    const unsubscribe = store.subscribe(check)
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            stop()
            reject(onTimeout?.() ?? new Error(`Portico did not answer within ${timeoutMs} ms`))
          }, timeoutMs)
    function stop() {
      unsubscribe()
      if (timer !== undefined) clearTimeout(timer)
    }
    check()
  })
}
