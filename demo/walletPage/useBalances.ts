// The wallet's anvil balances, read again every few seconds: a transaction the wallet sends, or
// one from the demo tab's own wallet, changes them without telling this page.
import { useEffect, useState } from 'react'
import { createPublicClient, http, type Address } from 'viem'

const refreshMs = 2_000

export function useBalances(
  anvilUrl: string,
  addresses: readonly Address[],
): Map<Address, bigint> | 'unreachable' | undefined {
  const [balances, setBalances] = useState<Map<Address, bigint> | 'unreachable'>()
  const key = addresses.join(',')
  useEffect(() => {
    const client = createPublicClient({ transport: http(anvilUrl), cacheTime: 0 })
    const list = key.split(',') as Address[]
    let stopped = false
    const read = async () => {
      try {
        const values = await Promise.all(list.map((address) => client.getBalance({ address })))
        if (!stopped) setBalances(new Map(list.map((address, i) => [address, values[i]!])))
      } catch {
        if (!stopped) setBalances('unreachable')
      }
    }
    void read()
    const timer = setInterval(() => void read(), refreshMs)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [anvilUrl, key])
  return balances
}
