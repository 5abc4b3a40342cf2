'use client'
// Which component renders each view. Every view but Connect is its own lazy chunk, loaded the
// first time the visitor opens it (or ahead of that, when the page is idle).
import type { ComponentType } from 'react'
import { loadable, loaded, type Loadable } from '../../react/loadable'
import type { RouteData, View } from '../../features/modal/views'
import { Connect } from '../Connect/Connect'

export interface ViewProps {
  view: View
  data?: RouteData
}

type LazyView = Loadable<ViewProps>

function load<K extends string>(loader: () => Promise<Record<K, ComponentType<ViewProps>>>, name: K): LazyView {
  return loadable(() => loader().then((module) => module[name]))
}

export const viewComponents: Record<View, LazyView> = {
  // The view a first open shows: in the body's own chunk, so the two arrive together.
  Connect: loaded(Connect),
  Account: load(() => import('../Account/Account'), 'Account'),
  AllWallets: load(() => import('../AllWallets/AllWallets'), 'AllWallets'),
  Networks: load(() => import('../Networks/Networks'), 'Networks'),
  ConnectingExternal: load(() => import('../ConnectingExternal/ConnectingExternal'), 'ConnectingExternal'),
  UnsupportedChain: load(() => import('../UnsupportedChain/UnsupportedChain'), 'UnsupportedChain'),
  ConnectingWalletConnect: load(
    () => import('../ConnectingWalletConnect/ConnectingWalletConnect'),
    'ConnectingWalletConnect',
  ),
  ConnectingWalletConnectBasic: load(
    () => import('../ConnectingWalletConnectBasic/ConnectingWalletConnectBasic'),
    'ConnectingWalletConnectBasic',
  ),
  ConnectingSiwe: load(() => import('../ConnectingSiwe/ConnectingSiwe'), 'ConnectingSiwe'),
  ConnectingFarcaster: load(() => import('../ConnectingFarcaster/ConnectingFarcaster'), 'ConnectingFarcaster'),
  SIWXSignMessage: load(() => import('../SIWXSignMessage/SIWXSignMessage'), 'SIWXSignMessage'),
  ApproveTransaction: load(() => import('../ApproveTransaction/ApproveTransaction'), 'ApproveTransaction'),
  RegisterAccountName: load(() => import('../RegisterAccountName/RegisterAccountName'), 'RegisterAccountName'),
  RegisterAccountNameSuccess: load(
    () => import('../RegisterAccountNameSuccess/RegisterAccountNameSuccess'),
    'RegisterAccountNameSuccess',
  ),
  EmailLogin: load(() => import('../EmailLogin/EmailLogin'), 'EmailLogin'),
  UpdateEmail: load(() => import('../UpdateEmail/UpdateEmail'), 'UpdateEmail'),
  Socials: load(() => import('../Socials/Socials'), 'Socials'),
  Swap: load(() => import('../Swap/Swap'), 'Swap'),
  Send: load(() => import('../Send/Send'), 'Send'),
  Receive: load(() => import('../Receive/Receive'), 'Receive'),
  OnRamp: load(() => import('../OnRamp/OnRamp'), 'OnRamp'),
  History: load(() => import('../History/History'), 'History'),
  Pay: load(() => import('../Pay/Pay'), 'Pay'),
}

/** Loads the view an open will show (the opening rule's pick), so the open paints it at once. */
export function preloadView(view: View): void {
  void viewComponents[view].preload().catch(() => {})
}

/**
 * Where a visitor goes from each view in one press (its rows, its feature buttons): their
 * chunks are fetched while the page is idle once the view shows, so the next one paints with
 * its content, not only its frame.
 */
export const viewsNextTo: Partial<Record<View, readonly View[]>> = {
  Connect: ['AllWallets', 'ConnectingExternal', 'ConnectingWalletConnect', 'EmailLogin', 'Socials'],
  AllWallets: ['ConnectingExternal', 'ConnectingWalletConnect'],
  Account: ['Send', 'Swap', 'Receive', 'OnRamp', 'History', 'Networks', 'RegisterAccountName'],
  Send: ['ApproveTransaction'],
  Swap: ['ApproveTransaction'],
  Pay: ['ApproveTransaction'],
  EmailLogin: ['Account'],
  ConnectingExternal: ['Account'],
  ConnectingWalletConnect: ['Account'],
}
