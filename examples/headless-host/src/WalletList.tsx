// The app's own wallet list: the Connect view's groups (useConnectWallets) while the search field
// is empty, All Wallets' search (useWalletSearch, asked once the typing stops) while it is not.
import { useConnectWallets, useWalletSearch, type PorticoWallet } from 'portico/headless'
import { useState } from 'react'

function Wallets({ wallets, connect }: { wallets: PorticoWallet[]; connect: (wallet: PorticoWallet) => void }) {
  return (
    <ul aria-label="Wallets">
      {wallets.map((wallet, index) => (
        // A wallet may be listed twice (recent, and installed): its place keeps the keys apart.
        <li key={`${index}:${wallet.id}`}>
          {wallet.imageSrc && <img src={wallet.imageSrc} alt="" width={24} height={24} />} {wallet.name}
          {wallet.installed && ' (installed)'}{' '}
          <button type="button" aria-label={`Connect ${wallet.name}`} onClick={() => connect(wallet)}>
            Connect
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Mounted only while there is a search: the directory is asked nothing before. */
function SearchResults({ query }: { query: string }) {
  const { wallets, total, isLoading, isError, retry, hasMore, loadMore, connect } = useWalletSearch(query)
  if (isError)
    return (
      <p role="alert">
        The wallets could not be loaded.{' '}
        <button type="button" onClick={retry}>
          Try again
        </button>
      </p>
    )
  if (isLoading) return <p>Searching…</p>
  return (
    <>
      <p>{total === undefined ? '' : `${total} ${total === 1 ? 'wallet' : 'wallets'} found`}</p>
      <Wallets wallets={wallets} connect={connect} />
      {hasMore && (
        <button type="button" onClick={loadMore}>
          More wallets
        </button>
      )}
    </>
  )
}

export function WalletList() {
  const [query, setQuery] = useState('')
  const { groups, isLoading, connect } = useConnectWallets()
  return (
    <section aria-labelledby="wallets-title">
      <h2 id="wallets-title">Connect a wallet</h2>
      <label>
        Search wallets <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {query.trim() ? (
        <SearchResults query={query} />
      ) : isLoading ? (
        <p>Loading wallets…</p>
      ) : (
        <Wallets wallets={groups.flatMap((group) => group.wallets)} connect={connect} />
      )}
    </section>
  )
}
