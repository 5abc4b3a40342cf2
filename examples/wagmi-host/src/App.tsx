// A wagmi app with Portico: Portico's button connects any wallet (browser, WalletConnect, the
// embedded wallet), and the app keeps reading and sending with wagmi's hooks.
import { useState, type FormEvent } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  WagmiProvider,
  useBalance,
  useCapabilities,
  useConnect,
  useConnection,
  useConnections,
  useDisconnect,
  useSendCalls,
  useSendTransaction,
  useSwitchConnection,
  useWaitForCallsStatus,
  useWaitForTransactionReceipt,
} from 'wagmi'
import { formatEther, isAddress, parseEther } from 'viem'
import { ConnectButton, PorticoProvider } from 'portico'
import { portico } from './portico'
import { wagmiConfig } from './wagmi'

const queryClient = new QueryClient()

export function App() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider store={portico}>
          <main>
            <h1>Portico in a wagmi app</h1>
            <ConnectButton />
            <WagmiConnection />
          </main>
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/** What wagmi's own hooks say: the connection, the balance, a send. */
function WagmiConnection() {
  const { address, chainId, status, connector } = useConnection()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const balance = useBalance({ address })
  return (
    <section aria-label="wagmi">
      <p>
        wagmi: <output aria-label="wagmi status">{status}</output>
      </p>
      {address ? (
        <>
          <p>
            Address <output aria-label="wagmi address">{address}</output> on chain{' '}
            <output aria-label="wagmi chain">{chainId}</output> through {connector?.name}
          </p>
          <p>
            Balance{' '}
            <output aria-label="wagmi balance">
              {balance.data ? `${formatEther(balance.data.value)} ${balance.data.symbol}` : '…'}
            </output>
          </p>
          <WagmiConnections />
          <SendForm />
          <BatchForm chainId={chainId} />
          <button type="button" onClick={() => disconnect.mutate()}>
            Disconnect with wagmi
          </button>
        </>
      ) : (
        <button type="button" onClick={() => connect.mutate({ connector: wagmiConfig.connectors[0]! })}>
          Connect with wagmi
        </button>
      )}
      {connect.error && <p role="alert">{connect.error.message}</p>}
    </section>
  )
}

/**
 * Every wallet Portico keeps connected, as wagmi's useConnections lists them (portico/wagmi's
 * followPorticoConnections): the current one is the wallet that acts in Portico, and switching
 * here makes it act there too, as Portico's own Switch moves wagmi's current.
 */
function WagmiConnections() {
  const connections = useConnections()
  const { connector: current } = useConnection()
  const { switchConnection } = useSwitchConnection()
  return (
    <ul aria-label="wagmi connections">
      {connections.map(({ connector, accounts }) => (
        <li key={connector.uid}>
          {connector.name} <output aria-label={`wagmi account of ${connector.name}`}>{accounts[0]}</output>{' '}
          {connector.uid === current?.uid ? (
            '(current)'
          ) : (
            <button type="button" onClick={() => switchConnection({ connector })}>
              Switch to {connector.name} with wagmi
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}

function SendForm() {
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('0.01')
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isAddress(to)) send.mutate({ to, value: parseEther(amount) })
  }
  return (
    <form onSubmit={submit} aria-label="Send with wagmi">
      <label>
        To <input value={to} onChange={(event) => setTo(event.target.value)} />
      </label>
      <label>
        Amount (ETH) <input value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <button type="submit" disabled={send.isPending}>
        Send with wagmi
      </button>
      {send.data && (
        <p>
          Transaction <output aria-label="transaction hash">{send.data}</output>
        </p>
      )}
      {receipt.data && (
        <p>
          Mined in block <output aria-label="mined in block">{receipt.data.blockNumber.toString()}</output>
        </p>
      )}
      {send.error && <p role="alert">{send.error.message}</p>}
    </form>
  )
}

/**
 * Two transfers as one batch (EIP-5792) with wagmi's useSendCalls, through Portico's connection to
 * whichever wallet it connected, waited for with useWaitForCallsStatus; useCapabilities says
 * whether the wallet runs them all or nothing.
 */
function BatchForm({ chainId }: { chainId: number | undefined }) {
  const [to, setTo] = useState('')
  const capabilities = useCapabilities()
  const send = useSendCalls()
  const status = useWaitForCallsStatus({ id: send.data?.id, pollingInterval: 250 })
  const atomic = chainId === undefined ? undefined : capabilities.data?.[chainId]?.atomic?.status
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isAddress(to))
      send.mutate({
        calls: [
          { to, value: parseEther('0.01') },
          { to, value: parseEther('0.02') },
        ],
      })
  }
  return (
    <form onSubmit={submit} aria-label="Batch with wagmi">
      <p>
        All or nothing: <output aria-label="atomic batches">{atomic ?? (capabilities.isPending ? '…' : 'no')}</output>
      </p>
      <label>
        Batch recipient <input value={to} onChange={(event) => setTo(event.target.value)} />
      </label>
      <button type="submit" disabled={send.isPending}>
        Send a batch with wagmi
      </button>
      {status.data && (
        <p>
          Batch <output aria-label="batch status">{status.data.status}</output> in{' '}
          <output aria-label="batch transactions">{status.data.receipts?.length ?? 0}</output> transaction(s)
        </p>
      )}
      {(send.error ?? status.error) && <p role="alert">{(send.error ?? status.error)!.message}</p>}
    </form>
  )
}
