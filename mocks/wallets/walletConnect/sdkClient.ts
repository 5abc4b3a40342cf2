// The WalletConnect SDK objects behind the headless wallet: a WalletKit on a Core of its own, and
// how to shut one down so Node can exit. Shared with the tests' raw SDK peers (test/relay/peers.ts).
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { CoreTypes } from '@walletconnect/types'
import { resolveVerifyLocally } from './offlineVerify'
import { skipStartupTelemetry } from './startupTelemetry'

/** Not a real project: the local relay (mocks/relay) accepts any id. */
export const localRelayProjectId = 'portico-local-relay'

export type WalletKitClient = Awaited<ReturnType<typeof WalletKit.init>>

export async function startWalletKit(options: {
  relayUrl: string
  storagePrefix: string
  metadata: CoreTypes.Metadata
}): Promise<WalletKitClient> {
  // Its own Core and storage prefix: two clients in one process (or one origin's IndexedDB)
  // otherwise share one Core, and a proposal never reaches the wallet.
  const core = new Core({
    projectId: localRelayProjectId,
    relayUrl: options.relayUrl,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: options.storagePrefix,
  })
  // Two public services the SDK reaches for at start and per message; see each file for why.
  resolveVerifyLocally(core)
  skipStartupTelemetry(core)
  return WalletKit.init({ core, metadata: options.metadata })
}

/** sign-client's requestQueueDelay: one second. */
const sdkStartupPassDelayMs = 1000

/**
 * Resolves once the SDK's look back at its start has begun. A second after init (sign-client's
 * requestQueueDelay) it handles once more every message it has not acknowledged yet, and one it
 * is handling at that moment is handled twice: a request is answered twice, and the copy of an
 * answer finds its request already settled (the SDK logs "No matching key. history"). A client
 * that takes part only after this never meets it. Started after init, this timer fires after the
 * SDK's, whatever the load.
 */
export const sdkStartupPassBegun = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, sdkStartupPassDelayMs))

/** Closes the client's socket and stops its heartbeat timer: without both, Node keeps running. */
export async function closeSdkClient(core: {
  relayer: { transportClose(): Promise<void> }
  heartbeat: { stop(): void }
}): Promise<void> {
  await core.relayer.transportClose().catch(() => undefined)
  core.heartbeat.stop()
}
