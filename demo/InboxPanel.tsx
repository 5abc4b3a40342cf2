// The fake frame's inbox beside the demo wallet: its page lives on the frame's origin (it reads
// the login service's records there), so the panel embeds it rather than reading them itself.
export function InboxPanel({ frameUrl }: { frameUrl: string }) {
  return (
    <section className="demo-wallet" aria-labelledby="inbox-title">
      <h2 id="inbox-title">Email inbox</h2>
      <p>What the embedded wallet&apos;s fake frame sends to any address: approve the device, then type the code.</p>
      <iframe className="demo-inbox-frame" title="Fake frame inbox" src={new URL('inbox.html', frameUrl).href} />
    </section>
  )
}
