// What every story runs on: the browser mocks (one MSW worker for the whole run, its db reset
// to the story's provider state and its faults set per story) and a real Portico store built
// per story, discovered wallets and all. Stories describe a scene with `parameters.portico`;
// they never hand props to a view.
import type { Decorator, Loader, StoryContext } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { useEffect, type ReactNode } from 'react'
import { startBrowserMocks } from '../mocks/browser'
import {
  createScriptedWalletConnect,
  type ScriptedWalletConnect,
  type ScriptedWalletConnectOptions,
} from '../mocks/wallets/scriptedWalletConnect'
import { fixtures, stateNames, type StateName } from '../mocks/db'
import type { Fault, FaultTarget } from '../mocks/handlers/faults'
import type { PorticoConfigInput, ThemeMode } from '../src/config/schema'
import { startBrowserWalletDiscovery } from '../src/connectors/browserWallets'
import { createAuthConnector } from '../src/connectors/auth/authConnector'
import { frameTimedOut } from '../src/features/embeddedWallet/loadEmbeddedWallet'
import { connectedPair, fakeSocialPopups, type MemoryFrameOptions, type SocialAnswer } from '../mocks/frame/memoryFrame'
import type { FakeAuthOptions } from '../mocks/frame/fakeAuth'
import { base, mainnet, polygon } from '../src/networks'
import { PorticoProvider } from '../src/react'
import type { PorticoStore } from '../src/composition/createPorticoStore'
import { createHarness } from '../harness/porticoHarness'
import { environmentDetected, themeModeChanged, type Environment } from '../src/features/options/optionsSlice'
import type { RecentWallet } from '../src/features/connection/recentWalletsSlice'
import { createPorticoStorage, memoryStore } from '../src/store/storage/porticoStorage'
import { clearViewState } from '../src/views'
import { jsonRpcUrl } from '../src/api/jsonRpcQuery'
import type { ChainNamespace, ServiceName } from '../src/contract'
import {
  createStorySolanaWallet,
  createStoryWallet,
  type StorySolanaWallet,
  type StorySolanaWalletOptions,
  type StoryWallet,
  type StoryWalletOptions,
} from './wallets'
import { restartStoryClock } from './clock'
import { localeChosen } from '../src/features/locale/localeSlice'
import type { LocaleTag } from '../src/i18n/supportedLocales'
import { snackbarHold } from './snackbarHold'
import { storyFontFamily } from './fonts'
import { heldPreviews, type HeldPreviews } from './previewScene'

/** The scene of a story, as `parameters.portico`. Story parameters merge over the meta's. */
export interface PorticoParameters {
  /** The mocks' provider state (mocks/db/states), e.g. 'a wallet directory of many wallets'. */
  state?: StateName
  /** Fault scenarios by endpoint, e.g. `{ 'directory.getWallets': { kind: 'status', status: 503 } }`. */
  faults?: Partial<Record<FaultTarget, Fault>>
  /** Over the stories' base config (a valid project id, Ethereum, Polygon and Base). */
  config?: Partial<PorticoConfigInput>
  /** The theme when the toolbar leaves it to the story. */
  themeMode?: ThemeMode
  /** The config's `locale` when the toolbar leaves it to the story (English by default). */
  locale?: LocaleTag
  /** Browser wallets on the page, announced over EIP-6963. */
  wallets?: StoryWalletOptions[]
  /**
   * Solana wallets on the page (the demo Solana wallet), registered by the Wallet Standard. Portico
   * looks for them only when the config has a Solana network, as on a host's page.
   */
  solanaWallets?: StorySolanaWalletOptions[]
  /**
   * A scripted WalletConnect connector in place of the SDK's (mocks/wallets/scriptedWalletConnect):
   * what the wallet at the other end of each pairing does. Approves on the scene's first network.
   */
  walletConnect?: ScriptedWalletConnectOptions
  /** The fake frame's login service as the story needs it (its clock: an expiring request). */
  frameAuth?: FakeAuthOptions
  /**
   * The fake frame itself: its node and the networks where a signed-in user has a smart account,
   * and answers that come late or are refused (e.g. `{ setPreferredAccount: { kind: 'slow', ms: 1000 } }`);
   * the project it is told and the page's origin (its service checks them), the visitor's clock,
   * a frame that never loads, and the client's timers run faster (section 8's timeouts in a story).
   */
  frame?: Omit<MemoryFrameOptions, 'auth' | 'session'>
  /**
   * The embedded wallet's chunk does not come (the network went away): the fake frame stays out
   * of the registry, so Portico imports the chunk itself when a login wants it, and that fails.
   */
  embeddedWalletChunkFails?: boolean
  /** How the fake social provider answers a social login's popup (the popup itself is played in the page). */
  socialAnswer?: SocialAnswer
  /** Over the detected environment (e.g. `{ isMobile: true }`, `{ timeZone: 'Asia/Shanghai' }`). */
  environment?: Partial<Environment>
  /**
   * What opening an on-ramp provider's window does (a story opens no real one): the browser
   * blocks it, or it opens and stays open, or it opens and is closed at once.
   */
  providerWindow?: 'blocked' | 'stays' | 'closed'
  /** What the visitor's browser remembers from an earlier visit. */
  stored?: {
    recentWallets?: RecentWallet[]
    /** The wallet that acted in each namespace (section 7's connectorIds). */
    connectorIds?: Partial<Record<ChainNamespace, string>>
    /** Several wallets at once: every wallet connected, in order. */
    connections?: { connectorId: string; name: string }[]
  }
  /** Request previews the scene holds as they are, by id, whatever the preview flow finds (previewScene.ts). */
  previews?: HeldPreviews
  /** Runs once Portico has started (wallets discovered): dispatch what sets the scene. */
  setup?: (store: PorticoStore, scene: PorticoScene) => void | Promise<void>
}

export interface PorticoScene {
  store: PorticoStore
  config: PorticoConfigInput
  wallets: StoryWallet[]
  /** A wallet of the scene by name. */
  wallet(name: string): StoryWallet
  solanaWallets: StorySolanaWallet[]
  /** A Solana wallet of the scene: the first, or the one of that name. */
  solanaWallet(name?: string): StorySolanaWallet
  /** The scripted WalletConnect connector, when the scene has one. */
  walletConnect?: ScriptedWalletConnect
  /** The embedded wallet's fake frame (its inbox, its login service), when the config has one. */
  frame?: ReturnType<typeof connectedPair>
  /** Resolves once Portico has started and the story's setup has run. */
  ready: Promise<void>
}

/** Typed `parameters.portico`. */
export const portico = (scene: PorticoParameters) => ({ portico: scene })

/** The page's own window.open, for stories without a scripted social provider. */
const realOpen = window.open

/** A window.open whose windows go nowhere: blocked (null), open, or closed at once. */
function fakeProviderWindow(kind: NonNullable<PorticoParameters['providerWindow']>) {
  return (() =>
    kind === 'blocked'
      ? null
      : {
          closed: kind === 'closed',
          opener: window,
          location: { href: 'about:blank' },
          close() {
            this.closed = true
          },
        }) as unknown as typeof window.open
}

/**
 * The fake login service's codes, device ids and Farcaster channels, the same in every run: a
 * Farcaster QR code shows its channel, and the visual baselines compare pixels. Six digits from
 * 100000 up (a story's wrong code, 000000, is never one).
 */
function storyRandom() {
  let drawn = 0
  return () => String(100_000 + ((++drawn * 104_729) % 900_000))
}

export const baseConfig: PorticoConfigInput = {
  projectId: fixtures.projectId,
  networks: [mainnet, polygon, base],
  metadata: { name: 'Portico Stories', url: 'https://stories.portico.dev' },
  // No embeddedWallet: the default's email and social logins are offered (the README's first
  // example), and the in-memory fake frame answers in place of the public secure site.
  // The same glyphs on every machine (fonts.ts): the visual baselines compare pixels.
  themeVariables: { '--portico-font-family': storyFontFamily },
}

type BrowserMocks = Awaited<ReturnType<typeof startBrowserMocks>>
let mocks: Promise<BrowserMocks> | undefined

/** One worker for the whole page: started by the first story that loads. */
export const browserMocks = () => (mocks ??= startBrowserMocks())

const parametersOf = (context: Pick<StoryContext, 'parameters'>): PorticoParameters =>
  (context.parameters.portico ?? {}) as PorticoParameters

/** The story's locale: the toolbar's, else the story's own, else English. */
export function localeOf(context: Pick<StoryContext, 'parameters' | 'globals'>): LocaleTag {
  const chosen = context.globals.locale as LocaleTag | '' | undefined
  return chosen || parametersOf(context).locale || 'en'
}

export function themeOf(context: Pick<StoryContext, 'parameters' | 'globals'>): ThemeMode {
  const chosen = context.globals.theme as ThemeMode | '' | undefined
  return chosen || parametersOf(context).themeMode || 'dark'
}

function createScene(
  parameters: PorticoParameters,
  themeMode: ThemeMode,
  locale: LocaleTag,
  baseUrls: Record<ServiceName, string>,
): PorticoScene {
  const config: PorticoConfigInput = {
    ...baseConfig,
    ...parameters.config,
    themeVariables: { ...baseConfig.themeVariables, ...parameters.config?.themeVariables },
    themeMode,
    locale,
  }
  const kv = memoryStore()
  const storage = createPorticoStorage(kv)
  const { recentWallets, connectorIds, connections } = parameters.stored ?? {}
  if (recentWallets) storage.set('recentWallets', recentWallets)
  if (connectorIds) storage.set('connectorIds', connectorIds)
  if (connections) storage.set('connections', connections)

  // A page of the story's own: announcements of one story never reach another's store.
  const page = new EventTarget()
  const wallets = (parameters.wallets ?? []).map(createStoryWallet)
  for (const wallet of wallets) wallet.announce(page)
  // Each cluster's node is the mocked Blockchain API's JSON-RPC, the one Portico reads too (for
  // the config's project: without one, the API refuses the wallet as it refuses Portico).
  const nodeUrl = (caipNetworkId: string) => jsonRpcUrl({ baseUrls, projectId: config.projectId ?? '' }, caipNetworkId)
  const solanaWallets = (parameters.solanaWallets ?? []).map((options) => createStorySolanaWallet(options, nodeUrl))
  for (const wallet of solanaWallets) wallet.register(page)

  // Started by PorticoProvider, and the api loaded as on a host's page: the harness every
  // test builds its store with, in a story's scene. Discovery is Portico's own
  // (composition/portico.ts), on the story's page instead of the window.
  const { store, started } = createHarness({
    config,
    kv,
    discover: (registry, namespaces) => {
      void startBrowserWalletDiscovery({ window: page, registry, onFound: () => {} })
      // The Wallet Standard's wallets after the EIP-6963 ones: on a page the two discoveries race
      // (each waits on code of its own), and a story's picture would follow whichever won.
      const announced = new Promise<void>((resolve) => {
        const listed = () =>
          registry.list().filter((c) => c.info.type === 'ANNOUNCED').length >= wallets.length && resolve()
        registry.onAdded(listed)
        listed()
      })
      if (namespaces.includes('solana'))
        void announced
          .then(() => import('../src/connectors/solana/walletStandard'))
          .then((m) => m.startStandardWalletDiscovery({ target: page, registry, onFound: () => {} }))
    },
    api: false,
    start: false,
    middleware: [snackbarHold, ...(parameters.previews ? [heldPreviews(parameters.previews)] : [])],
  })
  // Before Portico starts: the startup flow reports it, and registers the SDK's connector only
  // when no 'walletConnect' is registered, so this one answers every pairing of the story.
  const walletConnect = parameters.walletConnect
    ? createScriptedWalletConnect({ caipNetworkId: config.networks?.[0]?.caipNetworkId, ...parameters.walletConnect })
    : undefined
  if (walletConnect) store.portico.registry.add(walletConnect.connector)
  // The embedded wallet over the fake frame in memory (a story has no second origin): the same
  // protocol, guards and keys as the frame page the browser tests load.
  const frame =
    config.embeddedWallet !== false
      ? connectedPair({ ...parameters.frame, auth: { random: storyRandom(), ...parameters.frameAuth } })
      : undefined
  // A social login's popup, played in the page: window.open is the story's while it runs.
  const popups =
    frame && parameters.socialAnswer ? fakeSocialPopups(frame.auth, () => parameters.socialAnswer!) : undefined
  window.open =
    (popups?.open as unknown as typeof window.open) ??
    (parameters.providerWindow ? fakeProviderWindow(parameters.providerWindow) : realOpen)
  // Its timeouts reach Portico as they do when Portico loads the frame itself.
  frame?.onTimeout(frameTimedOut(store.dispatch))
  if (frame && !parameters.embeddedWalletChunkFails)
    store.portico.registry.add(
      createAuthConnector({
        frame: async () => frame.client,
        chainId: Number(config.networks?.[0]?.id ?? 1),
        popupHost: popups?.host,
      }),
    )

  const scene: PorticoScene = {
    store,
    config,
    wallets,
    walletConnect,
    frame,
    wallet(name) {
      const found = wallets.find((w) => w.options.name === name)
      if (!found) throw new Error(`No story wallet named ${name}`)
      return found
    },
    solanaWallets,
    solanaWallet(name) {
      const found = solanaWallets.find((w) => name === undefined || w.wallet.name === name)
      if (!found) throw new Error(`No story Solana wallet${name === undefined ? '' : ` named ${name}`}`)
      return found
    },
    ready: Promise.resolve(),
  }
  // PorticoProvider starts Portico after its first render; the scene is set right after.
  scene.ready = started.then(async () => {
    // A locale is active once its texts are here (the locale flow): the story starts in it.
    await localeActive(store, locale)
    if (parameters.environment) {
      const detected = store.getState().portico.options.environment
      store.dispatch(environmentDetected({ ...detected, ...parameters.environment }))
    }
    await parameters.setup?.(store, scene)
  })
  return scene
}

/** The embedded wallet's chunk as Vite serves it (src/…/embeddedWallet.ts) or a build names it (embeddedWallet-<hash>.js). */
const embeddedWalletChunk = /\/embeddedWallet(\.ts|-[\w-]+\.js)(\?.*)?$/

/** Per story: the mocks' db and faults, a clean slate for the views, and the story's store. */
export const porticoLoader: Loader = async (context) => {
  // Before anything of the story reads the time (clock.ts).
  restartStoryClock()
  const mocks = await browserMocks()
  const parameters = parametersOf(context)
  mocks.useState(parameters.state ?? stateNames.defaultData)
  for (const [target, fault] of Object.entries(parameters.faults ?? {})) if (fault) mocks.faults.set(target, fault)
  // Extra handlers of a story (`parameters.msw`, as msw-storybook-addon names them) go first.
  mocks.worker.resetHandlers()
  const extra = context.parameters.msw as RequestHandler[] | undefined
  if (extra?.length) mocks.worker.use(...extra)
  if (parameters.embeddedWalletChunkFails) mocks.worker.use(http.get(embeddedWalletChunk, () => HttpResponse.error()))
  // Draft input (the All Wallets search) outlives a view on purpose; not from story to story.
  clearViewState()
  return { portico: createScene(parameters, themeOf(context), localeOf(context), mocks.baseUrls) }
}

function ThemeFollower({ scene, theme, children }: { scene: PorticoScene; theme: ThemeMode; children: ReactNode }) {
  // The toolbar's theme applies to the running store, as a host switching theme would.
  useEffect(() => {
    if (scene.store.getState().portico.options.themeMode !== theme) scene.store.dispatch(themeModeChanged(theme))
  }, [scene, theme])
  return children
}

/** Resolves once the store speaks `locale`. */
function localeActive(store: PorticoStore, locale: LocaleTag): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (store.getState().portico.locale.active !== locale) return false
      unsubscribe()
      resolve()
      return true
    }
    const unsubscribe = store.subscribe(check)
    check()
  })
}

function LocaleFollower({ scene, locale, children }: { scene: PorticoScene; locale: LocaleTag; children: ReactNode }) {
  // The toolbar's locale applies to the running store, as a host's setLocale would.
  useEffect(() => {
    if (scene.store.getState().portico.locale.chosen !== locale) scene.store.dispatch(localeChosen(locale))
  }, [scene, locale])
  return children
}

/** Renders the story under Portico's provider with the scene's store; the modal follows the store. */
export const withPortico: Decorator = (Story, context) => {
  const scene = context.loaded.portico as PorticoScene
  return (
    <PorticoProvider store={scene.store} instance={scene.store.portico} config={scene.config}>
      <ThemeFollower scene={scene} theme={themeOf(context)}>
        <LocaleFollower scene={scene} locale={localeOf(context)}>
          <Story />
        </LocaleFollower>
      </ThemeFollower>
    </PorticoProvider>
  )
}

/** The scene of the story being played. */
export const sceneOf = (context: { loaded: Record<string, unknown> }) => context.loaded.portico as PorticoScene

/** The parameters of a story whose one endpoint plays a fault scenario (mocks/handlers/faults). */
export const withFault = (endpoint: string, fault: Fault) => portico({ faults: { [endpoint]: fault } })
