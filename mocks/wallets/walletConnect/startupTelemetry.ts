// WalletKit's start posts one "INIT" event to pulse.walletconnect.org even with
// `telemetryEnabled: false` (its engine calls core.eventClient.init(), which sends regardless;
// checked in walletkit 1.6.0 / core 2.25.0). Offline the post fails harmlessly in Node, but in a
// browser it leaves "Failed to load resource: net::ERR_NAME_NOT_RESOLVED" in the console of the
// demo's wallet page on every load, which hides real errors. The event client's init() does
// nothing else, so this wallet's own Core gets one that sends nothing: through the public
// `eventClient` member (ICore.eventClient: IEventClient), on this instance only.
import type { ICore } from '@walletconnect/types'

export function skipStartupTelemetry(core: Pick<ICore, 'eventClient'>): void {
  core.eventClient.init = async () => undefined
}
