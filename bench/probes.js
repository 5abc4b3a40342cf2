/* global window, document, performance, requestAnimationFrame, MutationObserver, MessageChannel, URL */
// Runs inside the demo page (bench/browser.ts adds it as an init script, before the page's own
// scripts). It records, in the page's own clock: input events (their timeStamp), every
// animation frame (performance.now() in a rAF callback: the frame about to paint), and every
// DOM change inside Portico's shadow root. The bench asks it, e.g., "the first frame after the
// click in which the Connect view had content". Plain JS: it is sent as text, not compiled.
;(() => {
  const frames = []
  const inputs = []
  const mutations = []
  let recording = false

  const tick = () => {
    frames.push(performance.now())
    if (recording) requestAnimationFrame(tick)
  }
  for (const type of ['click', 'keydown']) {
    window.addEventListener(type, (event) => inputs.push({ type, at: event.timeStamp, handledAt: performance.now(), key: event.key }), { capture: true })
  }

  // The modal's shadow host comes and goes with the modal: observe each one as it appears.
  const observed = new WeakSet()
  const observeShadow = () => {
    for (const host of document.querySelectorAll('[data-portico]')) {
      if (!host.shadowRoot || observed.has(host.shadowRoot)) continue
      observed.add(host.shadowRoot)
      new MutationObserver(() => mutations.push(performance.now())).observe(host.shadowRoot, { subtree: true, childList: true, characterData: true, attributes: true })
    }
  }
  new MutationObserver(() => {
    mutations.push(performance.now())
    observeShadow()
  }).observe(document, { subtree: true, childList: true })

  const shadowRoot = () => document.querySelector('[data-portico="modal"]')?.shadowRoot ?? null

  /**
   * Resolves at the first frame in which `done(root)` holds, then once more after that frame
   * painted. `root` is the modal's shadow root, or with `rootOf` another, e.g. the host page's.
   */
  const waitForFrame = (done, rootOf = shadowRoot) =>
    new Promise((resolve) => {
      const check = () => {
        const root = rootOf()
        if (root && done(root)) {
          const frameAt = performance.now()
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve({ frameAt, paintedAt: performance.now() })
          channel.port2.postMessage(null)
        } else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })

  /** The input inside the demo's <label> whose text starts with `label`. */
  const demoField = (doc, label) => [...doc.querySelectorAll('label')].find((l) => l.textContent.trim().startsWith(label))?.querySelector('input') ?? null

  window.__porticoBench = {
    start() {
      frames.length = 0
      inputs.length = 0
      mutations.length = 0
      recording = true
      requestAnimationFrame(tick)
    },
    stop() {
      recording = false
      return { frames: [...frames], inputs: [...inputs], mutations: [...mutations] }
    },
    lastInput: (type) => [...inputs].reverse().find((i) => i.type === type),
    waitForFrame,
    /** The Connect view shows content (not its loading skeleton). */
    connectViewShown: () =>
      waitForFrame((root) => {
        const view = root.querySelector('[data-view="Connect"]')
        // The view's own elements, not the Suspense skeleton shown while its chunk loads.
        return !!view && !!view.querySelector('button')
      }),
    /** The demo's WalletConnect card (host page, outside the modal) shows a `wc:` pairing URI. */
    pairingUriShown: () => waitForFrame((doc) => !!demoField(doc, 'Pairing URI')?.value.startsWith('wc:'), () => document),
    /** The demo's Session card says `status`, e.g. 'connected'. */
    sessionStatusShown: (status) => waitForFrame((doc) => doc.querySelector('[data-testid="status"]')?.textContent === status, () => document),
    /** The demo's Sign a message card shows a signature. */
    signatureShown: () => waitForFrame((doc) => !!doc.querySelector('[data-testid="signature"]')?.textContent, () => document),
    /** Elements inside the AllWallets view, and how many wallets its grid says it holds. */
    allWalletsCounts() {
      const view = shadowRoot()?.querySelector('[data-view="AllWallets"]')
      if (!view) return undefined
      const grid = view.querySelector('[role="grid"]')
      let nodes = 0
      const walker = document.createTreeWalker(view)
      while (walker.nextNode()) nodes++
      return {
        elements: view.querySelectorAll('*').length,
        nodes,
        rows: Number(grid?.getAttribute('aria-rowcount') ?? 0),
        status: view.querySelector('[role="status"]')?.textContent ?? '',
      }
    },
    /** Scrolls the All Wallets grid to its end (the next page is asked for near the end). */
    scrollGridToEnd() {
      const scroller = shadowRoot()?.querySelector('.p-grid-scroll')
      if (scroller) scroller.scrollTop = scroller.scrollHeight
      return scroller ? scroller.scrollHeight : 0
    },
    /** When the page received each directory search answer (resource timing), by search term. */
    searchAnswers() {
      return performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: new URL(entry.name), responseEnd: entry.responseEnd }))
        .filter(({ url }) => url.searchParams.has('search'))
        .map(({ url, responseEnd }) => ({ search: url.searchParams.get('search'), responseEnd }))
    },
  }
})()
