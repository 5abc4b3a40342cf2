export { startRelay, type Relay, type RelayOptions, type RelayStats } from './relayServer'
