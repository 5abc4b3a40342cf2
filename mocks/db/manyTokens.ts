// "An account with many tokens": the fixture account holds thirty more ERC-20s on Ethereum, of
// falling value, so the Tokens tab has a long list to scroll.
import { fixtures } from './fixtures'
import { imageDataUrl } from './images'
import { accountKey, balanceId, caipKey } from './keys'
import type { MockDb } from './models'
import { createRandom } from './random'
import { toBaseUnits } from './units'

export const manyTokenCount = 30

export function addManyTokens(db: MockDb, account: string = fixtures.account, chainId = fixtures.chainId): void {
  const random = createRandom(`portico/many-tokens/${chainId}`)
  for (let i = 0; i < manyTokenCount; i++) {
    const contract = `0x${random.hex(40)}`
    const caipAddress = `${chainId}:${contract}`
    const id = caipKey(caipAddress)
    const symbol = `MT${String(i + 1).padStart(2, '0')}`
    db.token.create({
      id,
      caipAddress,
      chainId,
      contract,
      isNative: false,
      name: `Many Token ${i + 1}`,
      symbol,
      decimals: 18,
      priceUsd: manyTokenCount - i,
      iconUrl: imageDataUrl(`token:${symbol}`),
      swappable: false,
      eip2612: false,
    })
    db.balance.create({
      id: balanceId(account, id),
      account: accountKey(account),
      tokenId: id,
      raw: toBaseUnits(String(i + 1), 18).toString(),
    })
  }
}
