// The demo token on a local anvil: Portico Test Token (PTC), an ERC-20 compiled from
// ./token/PorticoTestToken.sol (`npm run build:contracts` writes the artifact deployed here).
// Deployed by anvil's first account as its first transaction, so it always lands at the same
// address, the one the mock db lists (fixtures.tokenAddresses.anvilTestToken) with its price
// and icon.
import { getAddress, parseUnits, type Abi, type Address, type Hex } from 'viem'
import { fixtures } from '../db/fixtures'
import { deployAtNonce, fixedAddress } from './deployAtNonce'
import artifact from './token/PorticoTestToken.json' with { type: 'json' }

/** Where the deployer's nonce-0 contract lands: the same on every fresh anvil. */
export const demoTokenAddress: Address = fixedAddress(0)

export const demoToken = {
  address: demoTokenAddress,
  name: 'Portico Test Token',
  symbol: 'PTC',
  decimals: 18,
  /** anvil's first three accounts, each minted `amountEach` by the constructor. */
  holders: fixtures.anvilAccounts.map((a) => getAddress(a)),
  amountEach: parseUnits('1000000', 18),
  abi: artifact.abi as Abi,
  bytecode: artifact.bytecode as Hex,
} as const

export type { FixedDeployment as DemoTokenDeployment } from './deployAtNonce'

/** Deploys the demo token on the node at `anvilUrl` (the deployer's first transaction), unless it is there. */
export const deployDemoToken = (anvilUrl: string) =>
  deployAtNonce(anvilUrl, {
    what: 'The demo token',
    nonce: 0,
    abi: demoToken.abi,
    bytecode: demoToken.bytecode,
    args: [demoToken.name, demoToken.symbol, demoToken.holders, demoToken.amountEach],
  })
