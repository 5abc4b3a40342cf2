// The modal's frame texts (its header's titles and buttons, the loading label): with the host
// buttons' texts (buttons.ts), the part of the English catalogue (en.ts) that the page's first
// load carries, so an open paints its frame before the rest of the catalogue has arrived.
export const frameMessages = {
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.loading': 'Loading…',
  // A part of the modal that did not arrive (loadable.ts: 10 s, or the network refused it).
  'modal.loadFailed': 'Network Error - Could not load this view',
  'modal.tryAgain': 'Try again',

  'view.Connect.title': 'Connect Wallet',
  'view.Account.title': 'Account',
  'view.AllWallets.title': 'All Wallets',
  'view.Networks.title': 'Choose Network',
  'view.ConnectingWalletConnect.title': 'WalletConnect',
  'view.ConnectingWalletConnectBasic.title': 'Connect Wallet',
  'view.ConnectingExternal.title': 'Connecting',
  'view.ConnectingSiwe.title': 'Sign In',
  'view.ConnectingFarcaster.title': 'Farcaster',
  'view.UnsupportedChain.title': 'Switch Network',
  'view.SIWXSignMessage.title': 'Sign In',
  'view.ApproveTransaction.title': 'Approve Transaction',
  'view.RegisterAccountName.title': 'Choose Name',
  'view.RegisterAccountNameSuccess.title': 'Register Name',
  'view.EmailLogin.title': 'Email Login',
  'view.UpdateEmail.title': 'Change Email',
  'view.Socials.title': 'Social Login',
  'view.Swap.title': 'Swap',
  'view.Send.title': 'Send',
  'view.Receive.title': 'Receive',
  'view.OnRamp.title': 'Buy Crypto',
  'view.History.title': 'Activity',
  'view.Pay.title': 'Pay',
  // A wallet connection that ended is titled by its end (selectTitleKey), not "Connecting".
  'connecting.declined': 'Connection declined',
  'connecting.failed': 'Connection failed',
  'names.registered': 'Name Registered',
} as const

export type FrameMessageKey = keyof typeof frameMessages
