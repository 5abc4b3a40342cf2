// SPDX-License-Identifier: MIT
// The offline demo's exchange on anvil (mocks/chain/swapPool.ts): constant-product pools
// (x * y = k, 0.3 % fee to the pool) between any two of its assets, the native coin named by
// 0xEeee…EEeE as the Blockchain API names it. The mocks' convert endpoints quote from its
// reserves and build calldata for `swap`, so a swap made in the modal moves balances on the chain.
// Liquidity comes from whoever adds it (the deployer, at start); nobody takes it out.
pragma solidity 0.8.37;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

contract PorticoSwapPool {
    /** The native coin, as the Blockchain API names it. */
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    /** The fee the pool keeps, in thousandths of the amount in. */
    uint256 public constant FEE_THOUSANDTHS = 3;

    /** A pair's reserves, keyed by the pair (pairKey): reserve of the lower address first. */
    mapping(bytes32 => uint256[2]) private pools;

    event LiquidityAdded(address indexed provider, address tokenA, address tokenB, uint256 amountA, uint256 amountB);
    event Swapped(
        address indexed sender,
        address indexed recipient,
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 amountOut
    );

    function pairKey(address a, address b) public pure returns (bytes32) {
        return a < b ? keccak256(abi.encodePacked(a, b)) : keccak256(abi.encodePacked(b, a));
    }

    /** The reserves of `tokenIn` and `tokenOut`, in that order. */
    function reserves(address tokenIn, address tokenOut) public view returns (uint256 reserveIn, uint256 reserveOut) {
        uint256[2] storage pool = pools[pairKey(tokenIn, tokenOut)];
        (reserveIn, reserveOut) = tokenIn < tokenOut ? (pool[0], pool[1]) : (pool[1], pool[0]);
    }

    /** What `amountIn` of `tokenIn` buys of `tokenOut` now, the fee taken. */
    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = reserves(tokenIn, tokenOut);
        require(reserveIn > 0 && reserveOut > 0, "PorticoSwapPool: no pool for this pair");
        uint256 inAfterFee = amountIn * (1000 - FEE_THOUSANDTHS);
        return (inAfterFee * reserveOut) / (reserveIn * 1000 + inAfterFee);
    }

    /** Adds to a pair's reserves (the native side comes as the call's value). */
    function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB) external payable {
        require(tokenA != tokenB, "PorticoSwapPool: a pair needs two assets");
        _take(tokenA, amountA);
        _take(tokenB, amountB);
        require(msg.value == (tokenA == NATIVE ? amountA : 0) + (tokenB == NATIVE ? amountB : 0), "PorticoSwapPool: value");
        _move(tokenA, tokenB, amountA, 0);
        _move(tokenB, tokenA, amountB, 0);
        emit LiquidityAdded(msg.sender, tokenA, tokenB, amountA, amountB);
    }

    /**
     * Swaps `amountIn` of `tokenIn` (taken with the sender's allowance, or sent as the value for
     * the native coin) for at least `minAmountOut` of `tokenOut`, sent to `recipient`.
     */
    function swap(
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 minAmountOut,
        address recipient
    ) external payable returns (uint256 amountOut) {
        require(amountIn > 0, "PorticoSwapPool: nothing to swap");
        require(msg.value == (tokenIn == NATIVE ? amountIn : 0), "PorticoSwapPool: value");
        amountOut = getAmountOut(tokenIn, tokenOut, amountIn);
        require(amountOut >= minAmountOut, "PorticoSwapPool: price moved beyond the slippage");
        _take(tokenIn, amountIn);
        _move(tokenIn, tokenOut, amountIn, amountOut);
        _give(tokenOut, recipient, amountOut);
        emit Swapped(msg.sender, recipient, tokenIn, tokenOut, amountIn, amountOut);
    }

    /** `tokenIn`'s reserve grows by `amountIn`, `tokenOut`'s shrinks by `amountOut`. */
    function _move(address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut) private {
        uint256[2] storage pool = pools[pairKey(tokenIn, tokenOut)];
        if (tokenIn < tokenOut) {
            pool[0] += amountIn;
            pool[1] -= amountOut;
        } else {
            pool[1] += amountIn;
            pool[0] -= amountOut;
        }
    }

    function _take(address token, uint256 amount) private {
        if (token == NATIVE || amount == 0) return;
        require(IERC20(token).transferFrom(msg.sender, address(this), amount), "PorticoSwapPool: transfer in");
    }

    function _give(address token, address to, uint256 amount) private {
        if (token == NATIVE) {
            (bool sent, ) = to.call{value: amount}("");
            require(sent, "PorticoSwapPool: native transfer out");
        } else {
            require(IERC20(token).transfer(to, amount), "PorticoSwapPool: transfer out");
        }
    }
}
