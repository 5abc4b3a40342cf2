// The sample smart account of ERC-4337 v0.7 (SimpleAccount: one owner key, ECDSA over the user
// operation's hash) and its factory, from the artifacts @account-abstraction/contracts 0.7.0
// publishes. The factory goes through the CREATE2 deployer with salt 0, which puts it at the
// address it has on public chains; an owner's account is a CREATE2 of the factory, deployed by
// the EntryPoint with the account's first user operation (factory + factoryData).
// viem ships no SimpleAccount (toSimpleSmartAccount is permissionless'): toSimpleAccount below
// is viem's generic toSmartAccount given the sample's calls.
import {
  concatHex,
  encodeAbiParameters,
  encodeFunctionData,
  parseAbi,
  type Account,
  type Address,
  type Hex,
} from 'viem'
import { readContract, signMessage } from 'viem/actions'
import { getUserOperationHash, toSmartAccount, type SmartAccountImplementation } from 'viem/account-abstraction'
import factoryArtifact from '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json' with { type: 'json' }
import { deployByCreate2, create2Address, type Create2Contract } from './create2'
import { entryPoint } from './entryPoint'
import { stubSignature } from './stubSignature'

const factoryContract: Create2Contract = {
  what: 'The SimpleAccountFactory v0.7',
  salt: `0x${'00'.repeat(32)}`,
  initCode: concatHex([
    factoryArtifact.bytecode as Hex,
    encodeAbiParameters([{ type: 'address' }], [entryPoint.address]),
  ]),
}

/** 0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985, as on public chains. */
export const simpleAccountFactoryAddress: Address = create2Address(factoryContract)

/** Deploys the factory (and with it the accounts' implementation) unless the node has it. */
export const deploySimpleAccountFactory = (anvilUrl: string) => deployByCreate2(anvilUrl, factoryContract)

export const simpleAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

export const simpleAccountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function owner() view returns (address)',
])

export interface SimpleAccountParameters {
  /** A client of the node (reads the account's address from the factory). */
  client: SmartAccountImplementation['client']
  /** The owner's key: it signs, it needs no ETH. */
  owner: Account
  /** The factory's salt: one owner, many accounts. Default 0. */
  salt?: bigint
}

export async function toSimpleAccount({ client, owner, salt = 0n }: SimpleAccountParameters) {
  const factoryData = encodeFunctionData({
    abi: simpleAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner.address, salt],
  })
  const address = await readContract(client, {
    address: simpleAccountFactoryAddress,
    abi: simpleAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })
  return toSmartAccount({
    client,
    entryPoint,
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory: simpleAccountFactoryAddress, factoryData }),
    getStubSignature: async () => stubSignature,
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls as [(typeof calls)[number]]
        return encodeFunctionData({
          abi: simpleAccountAbi,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => c.to), calls.map((c) => c.value ?? 0n), calls.map((c) => c.data ?? '0x')],
      })
    },
    async signUserOperation({ chainId = client.chain?.id, ...userOperation }) {
      if (chainId === undefined) throw new Error('toSimpleAccount: no chain id to sign for')
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: entryPoint.version,
        userOperation: { ...userOperation, sender: address },
      })
      // SimpleAccount checks an Ethereum signed message of the hash (EIP-191), not the bare hash.
      return signMessage(client, { account: owner, message: { raw: hash } })
    },
    // The v0.7 sample has no ERC-1271 (isValidSignature): it cannot sign for dapps.
    signMessage: async () => {
      throw new Error('SimpleAccount v0.7 does not sign messages (no ERC-1271)')
    },
    signTypedData: async () => {
      throw new Error('SimpleAccount v0.7 does not sign typed data (no ERC-1271)')
    },
  })
}
