// Ports for the servers tests and the demo start on 127.0.0.1: the system's pick of free ones,
// let go again for the servers to take.
import { createServer, type AddressInfo, type Server } from 'node:net'

/** `count` ports free now, all different (each is held until every one is picked). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer()
          server.once('error', reject)
          server.listen(0, '127.0.0.1', () => resolve(server))
        }),
    ),
  )
  const ports = servers.map((server) => (server.address() as AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

/** One port free now. */
export const freePort = async (): Promise<number> => (await freePorts(1))[0]!
