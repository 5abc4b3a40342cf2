// The payment the view tests' host asks for: 0.25 ETH on Ethereum to the other fixture account.
import { fixtures } from '../../../mocks/db'
import type { PayRequest } from '../../../src/features/pay/constants'

export const ethPayment: PayRequest = {
  recipient: fixtures.otherAccount,
  amount: '0.25',
  network: 'eip155:1',
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
