// The host-page buttons' texts (ConnectButton, AccountButton, NetworkButton): the part of the
// English catalogue (en.ts) that the page's first load carries.
export const buttonMessages = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.account': 'Account {address}',
  'button.network': 'Network: {name}',
  'button.selectNetwork': 'Select network',
} as const

export type ButtonMessageKey = keyof typeof buttonMessages
