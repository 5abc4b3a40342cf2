// SPDX-License-Identifier: MIT
// The code the demo wallet's account delegates to with EIP-7702 (mocks/chain/batchDelegate.ts):
// the account stays an EOA with its own key, and runs an EIP-5792 batch (wallet_sendCalls) as one
// transaction to itself that calls executeBatch. All or nothing: the first call that fails
// reverts the batch. There is no owner to store: under EIP-7702 `address(this)` is the account.
pragma solidity 0.8.37;

contract PorticoBatchDelegate {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    error NotSelf();
    error CallFailed(uint256 index, bytes reason);

    // The account still receives ETH like an EOA once its code is this contract's.
    receive() external payable {}

    /// Only the account's own key may run a batch: its transaction to itself. Anyone else calling
    /// the account would otherwise spend from it.
    function executeBatch(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert NotSelf();
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory result) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, result);
        }
    }
}
