// SPDX-License-Identifier: MIT
// The embedded wallet's smart account on the local chain (mocks/chain/smartAccount.ts): owned by
// the frame's key for the user, it executes what the owner sends it (one call or a batch), and
// answers ERC-1271 for signatures its owner made, so a verifier (viem's verifyMessage) accepts
// them for the account's address. The factory deploys one per owner with CREATE2, so the address
// is known before the account exists.
pragma solidity 0.8.37;

contract PorticoSmartAccount {
    address public immutable owner;

    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    error NotOwner();
    error CallFailed(uint256 index, bytes reason);

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory result) {
        if (msg.sender != owner) revert NotOwner();
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) revert CallFailed(0, result);
    }

    function executeBatch(Call[] calldata calls) external {
        if (msg.sender != owner) revert NotOwner();
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory result) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, result);
        }
    }

    /// ERC-1271: the owner's signature over `hash` (65 bytes, r s v).
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        // The lower half of s only (EIP-2): a signature has one valid form.
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) return 0xffffffff;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

contract PorticoAccountFactory {
    event AccountCreated(address indexed owner, address account);

    /// The account's address for `owner`, deployed or not.
    function accountOf(address owner) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(PorticoSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(0), codeHash)))));
    }

    /// Deploys the owner's account if it is not there yet; returns its address either way.
    function createAccount(address owner) external returns (address account) {
        account = accountOf(owner);
        if (account.code.length > 0) return account;
        account = address(new PorticoSmartAccount{salt: bytes32(0)}(owner));
        emit AccountCreated(owner, account);
    }
}
