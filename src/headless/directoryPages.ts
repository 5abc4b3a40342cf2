// The wallet directory's paged answers as the views use them: all entries of all pages, and the
// featured ones in the host's order (the directory answers in its own).
import type { WalletDirectoryEntry } from '../contract'

export type DirectoryPages = { pages: { data: WalletDirectoryEntry[] }[] } | undefined

export const entriesOf = (data: DirectoryPages): WalletDirectoryEntry[] =>
  data?.pages.flatMap((page) => page.data) ?? []

export const featuredInHostOrder = (data: DirectoryPages, order: readonly string[]): WalletDirectoryEntry[] =>
  [...entriesOf(data)].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
