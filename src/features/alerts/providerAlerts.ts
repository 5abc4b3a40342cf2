// Section 8's provider error mapping: what a wallet provider's service (the embedded wallet's,
// WalletConnect's relay) says when the project is misconfigured becomes the alert that tells the
// host what to fix. Read wherever a connector's operation fails (the registry's wrapper).
import type { AlertKey } from './alertsSlice'

export type ProviderAlert = Extract<
  AlertKey,
  'invalidAppConfiguration' | 'sessionExpired' | 'invalidProjectId' | 'unverifiedDomain'
>

const rules: readonly (readonly [RegExp, ProviderAlert])[] = [
  // The page's origin is not on the project's allowlist.
  [/origin (is )?not allowed/i, 'invalidAppConfiguration'],
  // The session's token starts later than the visitor's clock says (a clock running behind).
  [/jwt (is )?not yet valid/i, 'sessionExpired'],
  [/invalid (project )?key|invalid project ?id/i, 'invalidProjectId'],
  // The embedded wallet's service serves only pages whose domain the project verified.
  [/unverified domain|domain (is )?not verified/i, 'unverifiedDomain'],
]

/** The alert a provider's error message calls for, if any. */
export const providerAlertOf = (message: string): ProviderAlert | undefined =>
  rules.find(([pattern]) => pattern.test(message))?.[1]
