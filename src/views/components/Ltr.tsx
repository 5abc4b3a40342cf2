'use client'

/**
 * Text that reads left to right in any locale (an address, a hash, an amount with its sign and
 * symbol), isolated from the text around it: in a right-to-left modal (Arabic) "-0.500 ETH"
 * would otherwise be reordered around its sign.
 */
export function Ltr({ children }: { children: string }) {
  return <bdi dir="ltr">{children}</bdi>
}
