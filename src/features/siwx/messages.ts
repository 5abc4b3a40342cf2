// Sign-in's words (section 8), wherever a sign-in step fails.
/** Section 8's words. */
export const siwxMessages = {
  declined: 'Signature declined',
  smartAccountDeclined: 'This application might not support Smart Accounts.',
  noAddress: 'No ActiveCaipAddress found',
  noClient: 'No ConnectionController client found',
  notEnabled: 'SIWX is not enabled',
  initFailed: 'A problem occurred while trying initialize authentication',
} as const
