// One well-formed request and answer per frame event, and one request the schema must refuse:
// the protocol tests go through every event of the table with them.
import type { FrameEventName, FrameRequest, FrameSuccess } from '../../src/frame/protocol'

const address = '0x1111111111111111111111111111111111111111'
const user = {
  email: 'visitor@example.com',
  address,
  chainId: 1,
  accounts: [{ address, type: 'eoa' as const }],
  smartAccountDeployed: false,
}
const { smartAccountDeployed: _, ...socialUser } = user

export const frameSamples: {
  [E in FrameEventName]: { request: FrameRequest<E>; success: FrameSuccess<E>; badRequest: unknown }
} = {
  switchNetwork: { request: { chainId: 137 }, success: { chainId: 137 }, badRequest: { chainId: -1 } },
  connectEmail: {
    request: { email: 'visitor@example.com' },
    success: { action: 'VERIFY_OTP' },
    badRequest: { email: 'not an email' },
  },
  connectDevice: { request: undefined, success: undefined, badRequest: { extra: true } },
  connectOtp: { request: { otp: '123456' }, success: undefined, badRequest: { otp: 123456 } },
  connectSocial: {
    request: { uri: 'https://auth.example/callback?code=1' },
    success: { ...socialUser, userName: 'visitor' },
    badRequest: { uri: '' },
  },
  getFarcasterUri: {
    request: undefined,
    success: { url: 'https://farcaster.example/~/siwf?channel=1' },
    badRequest: 'now',
  },
  connectFarcaster: { request: undefined, success: { userName: 'visitor' }, badRequest: 1 },
  getUser: {
    request: { chainId: 'eip155:1', preferredAccountType: 'smartAccount' },
    success: user,
    badRequest: { preferredAccountType: 'admin' },
  },
  getSocialRedirectUri: {
    request: { provider: 'github' },
    success: { uri: 'https://github.example/login' },
    badRequest: { provider: 'farcaster' },
  },
  signOut: { request: undefined, success: undefined, badRequest: { everyone: true } },
  isConnected: { request: { token: 'session-token' }, success: { isConnected: true }, badRequest: { token: 7 } },
  getChainId: { request: undefined, success: { chainId: 1 }, badRequest: [] },
  getSmartAccountEnabledNetworks: {
    request: undefined,
    success: { smartAccountEnabledNetworks: [1, 137] },
    badRequest: null,
  },
  setPreferredAccount: {
    request: { type: 'smartAccount' },
    success: { type: 'smartAccount', address },
    badRequest: { type: 'root' },
  },
  rpcRequest: {
    request: { method: 'personal_sign', params: ['0x68656c6c6f', address] },
    success: '0x' + 'ab'.repeat(65),
    badRequest: { params: [] },
  },
  updateEmail: {
    request: { email: 'new@example.com' },
    success: { action: 'VERIFY_PRIMARY_OTP' },
    badRequest: { email: '@' },
  },
  updateEmailPrimaryOtp: { request: { otp: '111111' }, success: undefined, badRequest: {} },
  updateEmailSecondaryOtp: {
    request: { otp: '222222' },
    success: { newEmail: 'new@example.com' },
    badRequest: { otp: null },
  },
  syncTheme: {
    request: { themeMode: 'dark', themeVariables: { '--p-accent': '#3396ff' } },
    success: undefined,
    badRequest: { themeMode: 'blue' },
  },
  syncDappData: {
    request: {
      metadata: { name: 'Host', description: 'A host', url: 'https://host.example', icons: [] },
      sdkVersion: 'react-portico-0.1.0',
      sdkType: 'portico',
      projectId: 'p1',
    },
    success: undefined,
    badRequest: { metadata: { name: 'Host' } },
  },
  reload: { request: undefined, success: undefined, badRequest: { hard: true } },
}
