// SPDX-License-Identifier: MIT
// The ERC-20 the offline demo and the tests deploy on anvil (mocks/chain/demoToken.ts). A plain
// token, nothing more: the constructor mints the same amount to each holder, and the rest is the
// standard interface with its Transfer and Approval events. No owner, no further minting.
pragma solidity 0.8.37;

contract PorticoTestToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, address[] memory holders, uint256 amountEach) {
        name = name_;
        symbol = symbol_;
        for (uint256 i = 0; i < holders.length; i++) {
            balanceOf[holders[i]] += amountEach;
            emit Transfer(address(0), holders[i], amountEach);
        }
        totalSupply = amountEach * holders.length;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // The maximum means "unlimited", as most tokens treat it: it is never spent down.
        if (allowed != type(uint256).max) {
            require(allowed >= value, "PorticoTestToken: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        require(to != address(0), "PorticoTestToken: transfer to the zero address");
        uint256 held = balanceOf[from];
        require(held >= value, "PorticoTestToken: transfer amount exceeds balance");
        balanceOf[from] = held - value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
