/* global window, document, performance, requestAnimationFrame, MutationObserver, ResizeObserver, MessageChannel, URL */
// Runs inside the demo page (bench/browser.ts adds it as an init script, before the page's own
// scripts). It records, in the page's own clock: input events (their timeStamp), every
// animation frame (performance.now() in a rAF callback: the frame about to paint, and when its
// rendering ended), and every change of nodes or text inside Portico's shadow root. The bench
// asks it, e.g., "the first frame after the click in which the Connect view had content".
// Plain JS: it is sent as text, not compiled.
;(() => {
  const frames = []
  // When each frame's layout was done (a ResizeObserver's first report comes in the frame's
  // rendering, after the rAF callbacks and layout, before paint), and when its rendering task
  // ended (a message posted from the frame runs after it). A change made inside a frame after
  // this probe's rAF callback (Redux Toolkit's autoBatch notifies subscribers from a rAF
  // callback of its own, so RTK Query answers render there) is still painted by that frame:
  // `frameLaidOut` tells which frame paints a DOM change, `framePainted` when it was done.
  const frameLaidOut = []
  const framePainted = []
  const inputs = []
  const mutations = []
  let recording = false
  let lastChangeAt = 0
  const painted = new MessageChannel()
  painted.port1.onmessage = ({ data: index }) => {
    framePainted[index] = performance.now()
  }
  /** Runs `then` in this frame's rendering, once its layout is done. */
  const afterLayout = (then) => {
    const observer = new ResizeObserver(() => {
      observer.disconnect()
      then()
    })
    observer.observe(document.documentElement)
  }

  // Each frame's own time (the rAF callbacks' argument: the same for every callback of one
  // frame, however long the callbacks before took), to tell frames apart.
  const frameStarts = []
  const tick = (frameStart) => {
    const index = frames.push(performance.now()) - 1
    frameStarts[index] = frameStart
    afterLayout(() => {
      frameLaidOut[index] = performance.now()
      painted.port2.postMessage(index)
    })
    if (recording) requestAnimationFrame(tick)
  }
  for (const type of ['click', 'keydown', 'pointerdown', 'touchstart']) {
    window.addEventListener(
      type,
      (event) => inputs.push({ type, at: event.timeStamp, handledAt: performance.now(), key: event.key }),
      { capture: true },
    )
  }

  // The modal's shadow host comes and goes with the modal: observe each one as it appears.
  const observed = new WeakSet()
  const observeShadow = () => {
    for (const host of document.querySelectorAll('[data-portico]')) {
      if (!host.shadowRoot || observed.has(host.shadowRoot)) continue
      observed.add(host.shadowRoot)
      // Nodes and texts, not attributes: the body's animated height (a style attribute set
      // when it settles) is not the content the bench waits for.
      new MutationObserver(() => {
        lastChangeAt = performance.now()
        if (recording) mutations.push(lastChangeAt)
      }).observe(host.shadowRoot, { subtree: true, childList: true, characterData: true })
    }
  }
  // The page's own changes are not Portico's: only the shadow roots' changes are recorded.
  new MutationObserver(observeShadow).observe(document, { subtree: true, childList: true })

  const shadowRoot = () => document.querySelector('[data-portico="modal"]')?.shadowRoot ?? null

  // Any app's last change to its page (for the first-open figures, where the dialog may be
  // another library's, in the page itself).
  let lastPageChangeAt = 0
  new MutationObserver(() => (lastPageChangeAt = performance.now())).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  })

  /**
   * From now on, the first frame in which each of `specs` ({ name: selector }) matches, in the
   * page or inside the shadow root of `host`: when it was shown (as waitForFrame reads a frame)
   * and that frame's own time (`frameStart`). `watched()` reads what has been seen so far.
   */
  let watched = {}
  const watchShown = (specs, host) => {
    const seen = {}
    watched = seen
    let frame = 0
    const root = () => (host ? (document.querySelector(host)?.shadowRoot ?? null) : document)
    const matches = (selector) => !!root()?.querySelector(selector)
    const check = (frameStart) => {
      const frameAt = performance.now()
      const index = frame++
      const pending = () => Object.keys(specs).filter((name) => !seen[name])
      for (const name of pending()) if (matches(specs[name])) seen[name] = { at: frameAt, frameStart, frame: index }
      afterLayout(() => {
        const changedAt = Math.max(lastChangeAt, lastPageChangeAt)
        for (const name of pending())
          if (matches(specs[name])) seen[name] = { at: Math.max(frameAt, changedAt), frameStart, frame: index }
        if (pending().length > 0) requestAnimationFrame(check)
      })
    }
    requestAnimationFrame(check)
  }

  /**
   * Resolves at the first frame in which `done(root)` holds, then once more after that frame
   * painted. `root` is the modal's shadow root, or with `rootOf` another, e.g. the host page's.
   * Checked in the frame's rAF callback and again once its layout is done: a change made inside
   * the frame (a store notifying from its own rAF callback) is painted by that frame, and is
   * shown at the later of the frame's start and Portico's last DOM change.
   */
  const waitForFrame = (done, rootOf = shadowRoot) =>
    new Promise((resolve) => {
      const holds = () => {
        const root = rootOf()
        return !!root && done(root)
      }
      const check = () => {
        const frameAt = performance.now()
        const resolveWhenPainted = (shownAt) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve({ frameAt: shownAt, paintedAt: performance.now() })
          channel.port2.postMessage(null)
        }
        if (holds()) resolveWhenPainted(frameAt)
        else
          afterLayout(() => {
            if (holds()) resolveWhenPainted(Math.max(frameAt, lastChangeAt))
            else requestAnimationFrame(check)
          })
      }
      requestAnimationFrame(check)
    })

  /** The input inside the demo's <label> whose text starts with `label`. */
  const demoField = (doc, label) =>
    [...doc.querySelectorAll('label')].find((l) => l.textContent.trim().startsWith(label))?.querySelector('input') ??
    null

  window.__porticoBench = {
    start() {
      frames.length = 0
      frameLaidOut.length = 0
      framePainted.length = 0
      inputs.length = 0
      mutations.length = 0
      frameStarts.length = 0
      recording = true
      requestAnimationFrame(tick)
    },
    stop() {
      recording = false
      return {
        frames: [...frames],
        frameStarts: [...frameStarts],
        frameLaidOut: [...frameLaidOut],
        framePainted: [...framePainted],
        inputs: [...inputs],
        mutations: [...mutations],
      }
    },
    lastInput: (type) => [...inputs].reverse().find((i) => i.type === type),
    firstInput: (type) => inputs.find((i) => i.type === type),
    watchShown,
    watched: () => watched,
    waitForFrame,
    /** The demo's WalletConnect card (host page, outside the modal) shows a `wc:` pairing URI. */
    pairingUriShown: () =>
      waitForFrame(
        (doc) => !!demoField(doc, 'Pairing URI')?.value.startsWith('wc:'),
        () => document,
      ),
    /** The demo's Session card says `status`, e.g. 'connected'. */
    sessionStatusShown: (status) =>
      waitForFrame(
        (doc) => doc.querySelector('[data-testid="status"]')?.textContent === status,
        () => document,
      ),
    /** The demo's Sign a message card shows a signature. */
    signatureShown: () =>
      waitForFrame(
        (doc) => !!doc.querySelector('[data-testid="signature"]')?.textContent,
        () => document,
      ),
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
