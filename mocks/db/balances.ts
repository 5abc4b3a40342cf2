// Who holds what: token balances of the seed's accounts (in base units, so the Blockchain
// API's balances and JSON-RPC's eth_getBalance / balanceOf agree) and swap allowances.
import { fixtures } from './fixtures'
import { accountKey, allowanceId, balanceId, caipKey } from './keys'
import type { MockDb } from './models'
import { nativeAddressOf } from './tokens'
import { toBaseUnits } from './units'

const a = fixtures.tokenAddresses
const nativeOf = (caipNetworkId: string) => `${caipNetworkId}:${nativeAddressOf(caipNetworkId)}`

/** Display amounts per account and token CAIP address. */
const holdings: readonly { account: string; tokens: readonly (readonly [string, string])[] }[] = [
  {
    account: fixtures.account,
    tokens: [
      [a.ethereumNative, '1.2345'],
      [a.ethereumUsdc, '2500.5'],
      [a.ethereumDai, '120'],
      [a.ethereumWbtc, '0.015'],
      [a.ethereumUni, '42'],
      [a.polygonNative, '350.75'],
      [a.polygonUsdc, '80.25'],
      [a.polygonQuestPoints, '1200'],
      [a.baseNative, '0.42'],
      [a.baseUsdc, '1500'],
      [a.baseDegen, '25000'],
      [nativeOf('eip155:10'), '0.05'],
      [nativeOf('eip155:42161'), '0.1'],
      [a.arbitrumUsdc, '50'],
      [nativeOf('eip155:31337'), '5'],
      [a.anvilTestToken, '1000'],
    ],
  },
  {
    account: fixtures.otherAccount,
    tokens: [
      [a.ethereumNative, '0.8'],
      [a.ethereumUsdt, '300'],
    ],
  },
  {
    account: fixtures.solanaAccount,
    tokens: [
      [a.solanaNative, '12.5'],
      [a.solanaUsdc, '300'],
    ],
  },
  // As a fresh anvil with the demo token deployed has them (mocks/chain/demoChain.ts).
  ...fixtures.anvilAccounts.map((account) => ({
    account,
    tokens: [
      [nativeOf('eip155:31337'), '10000'] as const,
      [a.anvilTestToken, '1000000'] as const,
      [a.anvilDollarToken, '1000000'] as const,
    ],
  })),
]

export function seedBalances(db: MockDb): void {
  for (const { account, tokens } of holdings) {
    for (const [caipAddress, amount] of tokens) {
      const tokenId = caipKey(caipAddress)
      const token = db.token.findFirst({ where: { id: { equals: tokenId } }, strict: true })
      const raw = toBaseUnits(amount, token.decimals).toString()
      db.balance.create({ id: balanceId(account, tokenId), account: accountKey(account), tokenId, raw })
    }
  }
}

export const maxUint256 = (2n ** 256n - 1n).toString()

/** USDC approved without limit, UNI for 10, DAI explicitly not: each branch of the swap flow. */
export function seedAllowances(db: MockDb): void {
  const user = fixtures.caipAccount
  const rows: [string, string][] = [
    [a.ethereumUsdc, maxUint256],
    [a.ethereumUni, toBaseUnits('10', 18).toString()],
    [a.ethereumDai, '0'],
  ]
  for (const [token, amount] of rows) {
    db.allowance.create({
      id: allowanceId(user, token),
      userAddress: caipKey(user),
      tokenAddress: caipKey(token),
      amount,
    })
  }
}
