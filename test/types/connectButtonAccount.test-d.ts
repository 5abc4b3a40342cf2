// ConnectButton.Custom's account is typed as usePorticoAccount types it: on eip155 the address
// is viem's `Address` (`0x…`), on another namespace (solana's base58) a plain string. The
// account says its namespace, so narrowing on it gives the address's type. Nothing here runs;
// `npm run lint`'s tsc checks it.
import type { Address } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
import type { ChainNamespace, ConnectButtonAccount } from '../../src'

describe("ConnectButton.Custom's account address is typed by its namespace, as the hooks type it", () => {
  it("an eip155 account's address is viem's Address", () => {
    const draw = (account: ConnectButtonAccount) => {
      if (account.namespace === 'eip155') expectTypeOf(account.address).toEqualTypeOf<Address>()
    }
    expectTypeOf(draw).toBeFunction()
  })

  it("a solana (or any other namespace's) account's address is a string", () => {
    const draw = (account: ConnectButtonAccount) => {
      if (account.namespace === 'solana') expectTypeOf(account.address).toEqualTypeOf<string>()
      if (account.namespace !== 'eip155')
        expectTypeOf(account.namespace).toEqualTypeOf<Exclude<ChainNamespace, 'eip155'>>()
    }
    expectTypeOf(draw).toBeFunction()
  })

  it('an address passes to viem where the account is eip155, not before narrowing', () => {
    const toViem = (address: Address) => address
    const draw = (account: ConnectButtonAccount) => {
      // @ts-expect-error -- a solana account's address is no `0x…`
      toViem(account.address)
      if (account.namespace === 'eip155') toViem(account.address)
    }
    expectTypeOf(draw).toBeFunction()
  })
})
