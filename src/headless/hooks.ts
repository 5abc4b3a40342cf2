// The hooks a host draws its own connect UI with (sections 2 and 4), each the one the modal's
// view uses: what the modal does, a host's UI does the same way.
export { useConnectWallets, type PorticoWalletGroup } from './useConnectWallets'
export { useWalletSearch } from './useWalletSearch'
export { useConnectMethods } from './useConnectMethods'
export { useConnection } from './useConnection'
export { useWalletConnect } from './useWalletConnect'
export { useEmailLogin } from './useEmailLogin'
export { useSocialLogin } from './useSocialLogin'
export { useFarcasterLogin } from './useFarcasterLogin'
export type { PorticoWallet } from './wallets'
