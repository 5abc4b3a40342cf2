// The signature user operations are estimated with before they are signed (the gas they use
// must not depend on who signs). It has an ECDSA signature's shape and recovers to some address
// no one owns: SimpleAccount and VerifyingPaymaster then report a failed signature, which a gas
// estimate tolerates, rather than revert, as OpenZeppelin's ECDSA.recover does on an all-zero one.
import type { Hex } from 'viem'

export const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
