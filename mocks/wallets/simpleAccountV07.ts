// ERC-4337 v0.7's sample SimpleAccount as a wallet uses it, in Node and in the browser: the
// address its factory gives an owner (known before it is deployed) and viem's SmartAccount for
// it. Without the artifacts of @account-abstraction/contracts, a devDependency kept out of the
// published mocks: the factory is where public chains have it (the local chains get it from
// mocks/chain/aa/simpleAccount.ts, which deploys it), and the one piece of bytecode an address
// needs is below. mocks/chain/aa/simpleAccount.ts's toSimpleAccount is the same account for
// tests that have the artifacts.
import {
  concatHex,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  keccak256,
  numberToHex,
  parseAbi,
  type Account,
  type Address,
  type Hex,
} from 'viem'
import { signMessage } from 'viem/actions'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  toSmartAccount,
  type SmartAccountImplementation,
} from 'viem/account-abstraction'

export const simpleAccountEntryPoint = { address: entryPoint07Address, abi: entryPoint07Abi, version: '0.7' } as const

/** SimpleAccountFactory v0.7, at its address on public chains (a CREATE2 of the deterministic deployer). */
export const simpleAccountFactoryAddress: Address = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'

export const simpleAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

export const simpleAccountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function initialize(address anOwner)',
  'function owner() view returns (address)',
])

/** The accounts' implementation: the factory's constructor creates it, the factory's first contract. */
const accountImplementation = getContractAddress({ from: simpleAccountFactoryAddress, nonce: 1n })

/**
 * ERC1967Proxy's creation code as SimpleAccountFactory v0.7 embeds it (type(ERC1967Proxy).creationCode,
 * OpenZeppelin 5.0 built by the factory's build): bytes 1188 to 2235 of the factory's runtime code.
 */
const proxyCreationCode: Hex =
  '0x608060405260405161041738038061041783398101604081905261002291610268565b61002c8282610033565b5050610352565b61003c82610092565b6040516001600160a01b038316907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b90600090a280511561008657610081828261010e565b505050565b61008e610185565b5050565b806001600160a01b03163b6000036100cd57604051634c9c8ce360e01b81526001600160a01b03821660048201526024015b60405180910390fd5b7f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc80546001600160a01b0319166001600160a01b0392909216919091179055565b6060600080846001600160a01b03168460405161012b9190610336565b600060405180830381855af49150503d8060008114610166576040519150601f19603f3d011682016040523d82523d6000602084013e61016b565b606091505b50909250905061017c8583836101a6565b95945050505050565b34156101a45760405163b398979f60e01b815260040160405180910390fd5b565b6060826101bb576101b682610205565b6101fe565b81511580156101d257506001600160a01b0384163b155b156101fb57604051639996b31560e01b81526001600160a01b03851660048201526024016100c4565b50805b9392505050565b8051156102155780518082602001fd5b604051630a12f52160e11b815260040160405180910390fd5b634e487b7160e01b600052604160045260246000fd5b60005b8381101561025f578181015183820152602001610247565b50506000910152565b6000806040838503121561027b57600080fd5b82516001600160a01b038116811461029257600080fd5b60208401519092506001600160401b03808211156102af57600080fd5b818501915085601f8301126102c357600080fd5b8151818111156102d5576102d561022e565b604051601f8201601f19908116603f011681019083821181831017156102fd576102fd61022e565b8160405282815288602084870101111561031657600080fd5b610327836020830160208801610244565b80955050505050509250929050565b60008251610348818460208701610244565b9190910192915050565b60b7806103606000396000f3fe6080604052600a600c565b005b60186014601a565b605e565b565b600060597f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc5473ffffffffffffffffffffffffffffffffffffffff1690565b905090565b3660008037600080366000845af43d6000803e808015607c573d6000f35b3d6000fdfea2646970667358221220d7f23a80daebb5531c9e4a18d87e812fca112e5df7e56433218edcc12bbe415d64736f6c63430008170033'

/**
 * The signature user operations are estimated with before they are signed: a signature over
 * something else by a key that owns nothing, so SimpleAccount recovers some other address and
 * reports a failed signature (which an estimate tolerates) rather than revert, as OpenZeppelin's
 * ECDSA.recover does on a malformed one. No zero byte, as a real signature almost never has one:
 * a zero byte costs less calldata gas, and a stub with more of them than the signed operation
 * would get too little preVerificationGas estimated.
 */
export const stubSignature: Hex =
  '0x24b4979d1d7cb3f4d8372040874c8f47d67f4bb00b11d0ef2cc104f88cab96383d2ad35fc74ccffd3e7a0672279da8d6810eb9be74c672a68212bc058b59b7fe1c'

/** An account's call data for its calls: `execute` for one, `executeBatch` for several (PorticoSmartAccount takes it too). */
export function simpleAccountCallData(calls: readonly { to: Address; value?: bigint; data?: Hex }[]): Hex {
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
}

/** What SimpleAccountFactory.getAddress(owner, salt) answers, without asking it. */
export function simpleAccountAddress(owner: Address, salt = 0n): Address {
  const initialize = encodeFunctionData({ abi: simpleAccountAbi, functionName: 'initialize', args: [owner] })
  return getContractAddress({
    opcode: 'CREATE2',
    from: simpleAccountFactoryAddress,
    salt: numberToHex(salt, { size: 32 }),
    bytecodeHash: keccak256(
      concatHex([
        proxyCreationCode,
        encodeAbiParameters([{ type: 'address' }, { type: 'bytes' }], [accountImplementation, initialize]),
      ]),
    ),
  })
}

export interface SimpleAccountParameters {
  /** A client of the node, with its chain (the user operations are signed for it). */
  client: SmartAccountImplementation['client']
  /** The owner's key: it signs, it needs no ETH. */
  owner: Account
  /** The factory's salt: one owner, many accounts. Default 0. */
  salt?: bigint
}

/** viem's SmartAccount for the owner's SimpleAccount, deployed or not (its first operation deploys it). */
export function toSimpleAccountV07({ client, owner, salt = 0n }: SimpleAccountParameters) {
  const address = simpleAccountAddress(owner.address, salt)
  const factoryData = encodeFunctionData({
    abi: simpleAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner.address, salt],
  })
  return toSmartAccount({
    client,
    entryPoint: simpleAccountEntryPoint,
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory: simpleAccountFactoryAddress, factoryData }),
    getStubSignature: async () => stubSignature,
    encodeCalls: async (calls) => simpleAccountCallData(calls),
    async signUserOperation({ chainId = client.chain?.id, ...userOperation }) {
      if (chainId === undefined) throw new Error('toSimpleAccountV07: no chain id to sign for')
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: simpleAccountEntryPoint.address,
        entryPointVersion: simpleAccountEntryPoint.version,
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
