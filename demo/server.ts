// The demo as a running server: Vite's dev server (`npm run dev`) or a production build behind
// `vite preview` (the browser tests, the bench). Whoever starts one closes it.
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, createServer, mergeConfig, preview, type InlineConfig } from 'vite'
import { freePorts } from '../mocks/freePorts'
import { demoViteConfig, type DemoConfigOptions } from './vite.config'

export interface DemoServer {
  /** The page, e.g. http://127.0.0.1:5173/ */
  url: string
  close(): Promise<void>
}

export interface DemoServerOptions extends DemoConfigOptions {
  /** 'dev' serves the sources; 'preview' builds for production first. Default 'dev'. */
  mode?: 'dev' | 'preview'
}

const urlOf = (address: AddressInfo | string | null | undefined) => {
  if (!address || typeof address === 'string') throw new Error('The demo server has no TCP address')
  return `http://127.0.0.1:${address.port}/`
}

export async function startDemoServer({ mode = 'dev', ...options }: DemoServerOptions): Promise<DemoServer> {
  // Port 0: the system picks a free one, read back after listening.
  const config = demoViteConfig({ ...options, port: options.port ?? 0 })
  if (mode === 'dev') {
    const server = await createServer(config)
    try {
      await server.listen()
    } catch (error) {
      await server.close()
      throw error
    }
    return { url: urlOf(server.httpServer?.address()), close: () => server.close() }
  }
  const [server] = await builtAndServed(config, [config.preview?.port ?? 0])
  return server!
}

/**
 * The demo's production build with the embedded wallet's fake frame on an origin of its own: one
 * build served on two ports (the frame's pages are in every build), the demo's page told the
 * other's address before it is built.
 */
export async function startDemoPreviewWithFrame(
  options: Omit<DemoConfigOptions, 'frameUrl' | 'port'>,
): Promise<{ demo: DemoServer; frameOrigin: DemoServer }> {
  const [demoPort, framePort] = await freePorts(2)
  const frameUrl = `http://127.0.0.1:${framePort}/frame.html`
  const config = demoViteConfig({ ...options, frameUrl, port: demoPort })
  const [demo, frameOrigin] = await builtAndServed(config, [demoPort!, framePort!])
  return { demo: demo!, frameOrigin: frameOrigin! }
}

/**
 * Vite builds for production only where NODE_ENV says so (or is unset), and a test runner sets it
 * to "test": the browser tests' demo then shipped React's development build, slower than a
 * visitor's page.
 */
async function buildForProduction(config: InlineConfig): Promise<void> {
  const before = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build(config)
  } finally {
    if (before === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = before
  }
}

/** Builds once into a temporary folder and serves it with `vite preview` on each port; closing the last removes it. */
async function builtAndServed(config: InlineConfig, ports: readonly number[]): Promise<DemoServer[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'portico-demo-'))
  const withOutDir = mergeConfig(config, {
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
  })
  const servers: Awaited<ReturnType<typeof preview>>[] = []
  try {
    await buildForProduction(withOutDir)
    for (const port of ports)
      servers.push(await preview(mergeConfig(withOutDir, { preview: { port, strictPort: port !== 0 } })))
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()))
    await rm(outDir, { recursive: true, force: true })
    throw error
  }
  let open = servers.length
  return servers.map((server) => ({
    url: urlOf(server.httpServer.address()),
    close: async () => {
      await server.close()
      if (--open === 0) await rm(outDir, { recursive: true, force: true })
    },
  }))
}
