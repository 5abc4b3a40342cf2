// The WalletConnect SDK (UniversalProvider, about 143 KiB gzip), in its own chunk: imported
// only by the WalletConnect connector, and only when a visitor takes a WalletConnect path or a
// WalletConnect session is restored after a reload.
import { UniversalProvider } from '@walletconnect/universal-provider'
import type { WalletConnectSettings } from './settings'

export type WalletConnectProvider = InstanceType<typeof UniversalProvider>

/** Portico's own storage prefix: a host running its own WalletConnect client keeps its sessions apart. */
export const walletConnectStoragePrefix = 'portico'

export async function createWalletConnectProvider(
  settings: WalletConnectSettings,
  storagePrefix = walletConnectStoragePrefix,
): Promise<WalletConnectProvider> {
  const provider = await UniversalProvider.init({
    projectId: settings.projectId,
    relayUrl: settings.relayUrl,
    metadata: settings.metadata,
    customStoragePrefix: storagePrefix,
    // No telemetry batches to the SDK vendor from a visitor's browser.
    telemetryEnabled: false,
    // The provider pings a restored session at start; a wallet app asleep on a phone would make
    // that wait, and the session's own expiry tells us enough.
    disableProviderPing: true,
    logger: 'silent',
  })
  if (!settings.verify) {
    // The SDK asks the Verify API for an attestation before each proposal and request and
    // waits up to 5 s for its iframe to answer; where that service cannot be reached (offline,
    // a local relay) every pairing would stall 5 s. Without an attestation the wallet shows the
    // domain as unverified, which is the truth there. `register` is the public IVerify method
    // the engine calls; the 2.25 SDK has no option to skip it.
    provider.client.core.verify.register = () => Promise.resolve('')
  }
  return provider
}

/** Closes the relay socket and stops the heartbeat: a page that unmounts Portico, or a test, lets go. */
export async function closeWalletConnectProvider(provider: WalletConnectProvider): Promise<void> {
  await provider.client.core.relayer.transportClose().catch(() => undefined)
  provider.client.core.heartbeat.stop()
}
