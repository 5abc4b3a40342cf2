// SPDX-License-Identifier: MIT
// The embedded wallet's smart account on the local chain (mocks/chain/smartAccount.ts): owned by
// the frame's key for the user, it executes what the owner sends it (one call or a batch), and
// answers ERC-1271 for signatures its owner made, so a verifier (viem's verifyMessage) accepts
// them for the account's address. The factory deploys one per owner with CREATE2, so the address
// is known before the account exists.
// It is an ERC-4337 v0.7 account too, as SimpleAccount v0.7 is: the EntryPoint runs its calls
// once validateUserOp found the owner's signature over the user operation, so a paymaster can
// pay the gas. Its calls take SimpleAccount's shape (execute, and executeBatch over three
// arrays), so what reads a SimpleAccount's operation (a sponsor's policy) reads its operations.
pragma solidity 0.8.37;

/// ERC-4337 v0.7's user operation, as the EntryPoint hands it to the account.
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

contract PorticoSmartAccount {
    /// The canonical EntryPoint v0.7 (a constant: the account's address stays a function of the owner alone).
    address public constant ENTRY_POINT = 0x0000000071727De22E5E9d8BAf0edAc6f37da032;

    address public immutable owner;

    error NotOwner();
    error NotEntryPoint();
    error WrongArrayLengths();
    error CallFailed(uint256 index, bytes reason);

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    /// ERC-4337's name for where the account's operations come from.
    function entryPoint() external pure returns (address) {
        return ENTRY_POINT;
    }

    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory result) {
        _onlyOwnerOrEntryPoint();
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) revert CallFailed(0, result);
    }

    /// All or nothing; `value` may be empty for calls that carry no ETH (as SimpleAccount's).
    function executeBatch(address[] calldata to, uint256[] calldata value, bytes[] calldata data) external {
        _onlyOwnerOrEntryPoint();
        if (to.length != data.length || (value.length != 0 && value.length != data.length)) revert WrongArrayLengths();
        for (uint256 i = 0; i < to.length; i++) {
            (bool ok, bytes memory result) = to[i].call{value: value.length == 0 ? 0 : value[i]}(data[i]);
            if (!ok) revert CallFailed(i, result);
        }
    }

    /// ERC-4337: valid (0) when the owner signed the EIP-191 message of `userOpHash`, else 1
    /// (SIG_VALIDATION_FAILED: a gas estimate with a stub signature goes on); pays the EntryPoint
    /// what it asks for.
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        returns (uint256 validationData)
    {
        if (msg.sender != ENTRY_POINT) revert NotEntryPoint();
        bytes32 message = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", userOpHash));
        validationData = _signedByOwner(message, userOp.signature) ? 0 : 1;
        if (missingAccountFunds > 0) {
            // Whether it was paid is the EntryPoint's to check, not the account's.
            (bool paid,) = payable(msg.sender).call{value: missingAccountFunds}("");
            (paid);
        }
    }

    /// ERC-1271: the owner's signature over `hash` (65 bytes, r s v).
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _signedByOwner(hash, signature) ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    function _onlyOwnerOrEntryPoint() internal view {
        if (msg.sender != owner && msg.sender != ENTRY_POINT) revert NotOwner();
    }

    function _signedByOwner(bytes32 hash, bytes calldata signature) internal view returns (bool) {
        if (signature.length != 65) return false;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        // The lower half of s only (EIP-2): a signature has one valid form.
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) return false;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner;
    }
}

contract PorticoAccountFactory {
    event AccountCreated(address indexed owner, address account);

    /// The account's address for `owner`, deployed or not.
    function accountOf(address owner) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(PorticoSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(0), codeHash)))));
    }

    /// Deploys the owner's account if it is not there yet; returns its address either way (as
    /// ERC-4337's initCode wants of a factory: the EntryPoint deploys an operation's sender so).
    function createAccount(address owner) external returns (address account) {
        account = accountOf(owner);
        if (account.code.length > 0) return account;
        account = address(new PorticoSmartAccount{salt: bytes32(0)}(owner));
        emit AccountCreated(owner, account);
    }
}
