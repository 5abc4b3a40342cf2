// The ERC-4337 EntryPoint v0.7 on a local anvil, from the artifact @account-abstraction/contracts
// 0.7.0 publishes. Deployed through the CREATE2 deployer with the salt it was deployed with on
// public chains, it lands at the canonical 0x0000000071727De22E5E9d8BAf0edAc6f37da032 (the
// artifact's init code is byte for byte the canonical one), where viem, bundlers and wallets
// look for it. Not `anvil_setCode` with the runtime code: the EntryPoint's constructor creates
// its SenderCreator and keeps that address in an immutable, which the artifact's runtime code
// holds as zeros, so accounts could not be deployed through it.
// v0.7 and not 0.8: the 0.8.0 package no longer ships the sample VerifyingPaymaster.
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import type { Hex } from 'viem'
import artifact from '@account-abstraction/contracts/artifacts/EntryPoint.json' with { type: 'json' }
import { create2Address, deployByCreate2, type Create2Contract } from './create2'

const contract: Create2Contract = {
  what: 'The EntryPoint v0.7',
  salt: '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3',
  initCode: artifact.bytecode as Hex,
}

export const entryPoint = {
  address: entryPoint07Address,
  abi: entryPoint07Abi,
  version: '0.7',
} as const

/** Deploys the EntryPoint at its canonical address unless the node has it. */
export async function deployEntryPoint(anvilUrl: string) {
  // A bump of the package could move it: say so rather than deploy it elsewhere.
  if (create2Address(contract) !== entryPoint.address) {
    throw new Error(`The EntryPoint artifact no longer lands at ${entryPoint.address}`)
  }
  return deployByCreate2(anvilUrl, contract)
}
