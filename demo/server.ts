// The demo as a running server: Vite's dev server (`npm run dev`) or a production build behind
// `vite preview` (the browser tests, the bench). Whoever starts one closes it.
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, createServer, mergeConfig, preview } from 'vite'
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
  const outDir = await mkdtemp(join(tmpdir(), 'portico-demo-'))
  const withOutDir = mergeConfig(config, {
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
  })
  let server: Awaited<ReturnType<typeof preview>>
  try {
    await build(withOutDir)
    server = await preview(withOutDir)
  } catch (error) {
    await rm(outDir, { recursive: true, force: true })
    throw error
  }
  return {
    url: urlOf(server.httpServer.address()),
    close: async () => {
      await server.close()
      await rm(outDir, { recursive: true, force: true })
    },
  }
}
