// What the Account view asks of the account (section 3). Its own file: only the view and its
// flow, which come with the api, import it.
import { createAction } from '@reduxjs/toolkit'
import type { ChainNamespace } from '../../contract'

/** Another of the connection's accounts (allAccounts) becomes the one in use, on the same network. */
export const accountSwitchRequested = createAction<{ namespace: ChainNamespace; address: string }>(
  'portico/accountSwitchRequested',
)

/** The token list asked for again (Try again on Tokens, once section 9's retry gap has passed). */
export const tokenBalanceRetried = createAction('portico/tokenBalanceRetried')
