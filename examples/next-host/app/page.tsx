import { ConnectButton } from 'portico'

// A server component: the button is a client component of Portico's, rendered on the server.
export default function Home() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-6 p-16">
      <h1 className="text-3xl font-semibold">Portico on Next.js</h1>
      <ConnectButton />
    </main>
  )
}
