'use client'
// The ways in the Connect view offers, in its order (section 2: email, social, wallet by default;
// wallet first when a browser wallet is shown; the host's order when it gives one), and the
// social providers among them.
import { selectConnectMethods, selectSocials } from '../features/connection/connectMethods'
import { usePorticoSelector } from '../react/context'

/** `methods` in the Connect view's order (`email`, `social`, `wallet`), and the `socials` offered. */
export function useConnectMethods() {
  return { methods: usePorticoSelector(selectConnectMethods), socials: usePorticoSelector(selectSocials) }
}
