// The sample smart account of ERC-4337 v0.7 (SimpleAccount: one owner key, ECDSA over the user
// operation's hash) and its factory, from the artifacts @account-abstraction/contracts 0.7.0
// publishes. The factory goes through the CREATE2 deployer with salt 0, which puts it at the
// address it has on public chains; an owner's account is a CREATE2 of the factory, deployed by
// the EntryPoint with the account's first user operation (factory + factoryData).
// viem ships no SimpleAccount (toSimpleSmartAccount is permissionless'): toSimpleAccount is
// viem's generic toSmartAccount given the sample's calls (mocks/wallets/simpleAccountV07.ts).
import { concatHex, encodeAbiParameters, type Address, type Hex } from 'viem'
import factoryArtifact from '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json' with { type: 'json' }
import { deployByCreate2, create2Address, type Create2Contract } from './create2'
import { entryPoint } from './entryPoint'
import { simpleAccountFactoryAddress as walletsFactoryAddress } from '../../wallets/simpleAccountV07'

const factoryContract: Create2Contract = {
  what: 'The SimpleAccountFactory v0.7',
  salt: `0x${'00'.repeat(32)}`,
  initCode: concatHex([
    factoryArtifact.bytecode as Hex,
    encodeAbiParameters([{ type: 'address' }], [entryPoint.address]),
  ]),
}

/** 0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985, as on public chains (and as the wallet names it). */
export const simpleAccountFactoryAddress: Address = create2Address(factoryContract)
if (simpleAccountFactoryAddress !== walletsFactoryAddress)
  throw new Error(`The SimpleAccountFactory lands at ${simpleAccountFactoryAddress}, not where the wallet looks for it`)

/** Deploys the factory (and with it the accounts' implementation) unless the node has it. */
export const deploySimpleAccountFactory = (anvilUrl: string) => deployByCreate2(anvilUrl, factoryContract)

// The accounts themselves as a wallet uses them, in Node and in the browser (the demo wallet's
// ERC-4337 account): one implementation for tests and wallet alike.
export {
  simpleAccountAbi,
  simpleAccountFactoryAbi,
  toSimpleAccountV07 as toSimpleAccount,
} from '../../wallets/simpleAccountV07'
