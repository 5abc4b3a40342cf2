import { OwnStore } from './ownStore'

// A host whose own Redux store holds Portico (the README's "under one key of your own store").
export default function OwnStorePage() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-6 p-16">
      <h1 className="text-3xl font-semibold">Portico in the host&apos;s store</h1>
      <OwnStore />
    </main>
  )
}
