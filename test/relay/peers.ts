// A dapp and a wallet built from the real WalletConnect SDKs, both talking to a local relay.
// Each client gets its own customStoragePrefix: two clients in one process otherwise share one
// Core (a global keyed by that prefix), and the proposal never reaches the wallet.
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { WalletKit } from '@reown/walletkit'
import { closeSdkClient, localRelayProjectId as projectId } from '../../mocks/wallets/walletConnect'
import { skipStartupTelemetry } from '../../mocks/wallets/walletConnect/startupTelemetry'

let clientCount = 0

export type Dapp = Awaited<ReturnType<typeof SignClient.init>>
export type Wallet = Awaited<ReturnType<typeof WalletKit.init>>

export async function createDapp(relayUrl: string): Promise<Dapp> {
  return SignClient.init({
    projectId,
    relayUrl,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: `portico-dapp-${++clientCount}`,
    metadata: {
      name: 'Portico test dapp',
      description: 'Pairs through the local relay',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
}

/** A bare WalletKit (no headless-wallet logic): for tests of the SDKs and the relay themselves. */
export async function createWallet(relayUrl: string): Promise<Wallet> {
  const core = new Core({
    projectId,
    relayUrl,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: `portico-wallet-${++clientCount}`,
  })
  // Its start's event to pulse.walletconnect.org would leave the machine (startupTelemetry.ts).
  skipStartupTelemetry(core)
  return WalletKit.init({
    core,
    metadata: {
      name: 'Portico test wallet',
      description: 'Signs with an anvil key',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
}

/** Closes the socket and stops the heartbeat timer of each client's core: otherwise Node keeps running. */
export async function closeClients(...cores: Parameters<typeof closeSdkClient>[0][]): Promise<void> {
  for (const core of cores) await closeSdkClient(core)
}

/** The dapp's next event of that name (session_update, session_event, session_delete…). */
export function nextDappEvent<E extends SignClientTypes.Event>(
  dapp: Dapp,
  event: E,
): Promise<SignClientTypes.EventArguments[E]> {
  return new Promise((resolve) => dapp.once(event, resolve))
}
