// Compiles the demo's Solidity contracts with the pinned `solc` package into the artifacts the
// demo and the tests deploy from. `npm run build:contracts` writes them; a unit test compiles
// again and compares, so a source edited without a rebuild fails. Kept out of mocks/ so the
// published mocks never pull in the 9 MB compiler.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** Each contract: its source, the contract compiled from it, and where its artifact goes. */
export const contracts = [
  {
    contractName: 'PorticoTestToken',
    sourceName: 'mocks/chain/token/PorticoTestToken.sol',
    artifactPath: at('mocks/chain/token/PorticoTestToken.json'),
  },
  {
    contractName: 'PorticoAccountFactory',
    sourceName: 'mocks/chain/account/PorticoSmartAccount.sol',
    artifactPath: at('mocks/chain/account/PorticoAccountFactory.json'),
  },
  {
    contractName: 'PorticoSmartAccount',
    sourceName: 'mocks/chain/account/PorticoSmartAccount.sol',
    artifactPath: at('mocks/chain/account/PorticoSmartAccount.json'),
  },
  {
    contractName: 'PorticoSwapPool',
    sourceName: 'mocks/chain/swap/PorticoSwapPool.sol',
    artifactPath: at('mocks/chain/swap/PorticoSwapPool.json'),
  },
  {
    contractName: 'PorticoBatchDelegate',
    sourceName: 'mocks/chain/batch/PorticoBatchDelegate.sol',
    artifactPath: at('mocks/chain/batch/PorticoBatchDelegate.json'),
  },
] as const

export type DemoContract = (typeof contracts)[number]

// Cancun, not the compiler's newer default: opcodes every anvil (and most dev nodes) accept.
const settings = { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' } as const

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

/** The artifact's exact text: what the build writes and the test compares. */
export async function compileArtifact({ contractName, sourceName }: DemoContract): Promise<string> {
  const content = await readFile(at(sourceName), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content } },
    settings: { ...settings, outputSelection: { [sourceName]: { [contractName]: ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  // Warnings fail too: the contracts are small enough to keep clean.
  const problems = (output.errors ?? []).filter((e) => e.severity !== 'info')
  if (problems.length > 0)
    throw new Error(`solc ${solc.version()}:\n${problems.map((e) => e.formattedMessage).join('\n')}`)
  const compiled = output.contracts?.[sourceName]?.[contractName]
  if (!compiled) throw new Error(`solc produced no ${contractName}`)
  const artifact = {
    contractName,
    sourceName,
    compiler: { solc: solc.version(), settings },
    abi: compiled.abi,
    bytecode: `0x${compiled.evm.bytecode.object}`,
  }
  return `${JSON.stringify(artifact, null, 2)}\n`
}
