// The demo chain with sponsored gas, in one call: anvil with the demo's contracts
// (startDemoChain), the ERC-4337 contracts beside them (the EntryPoint v0.7, the SimpleAccount
// factory, the verifying paymaster with its deposit), Pimlico's Alto bundler, and the ERC-7677
// paymaster service, all on 127.0.0.1. stop() stops them in the reverse order.
//
// What it costs, measured on the suite's 2-core machine with nothing else running (three runs):
// 1.6–2.6 s from the call to its answer, 1.9–2.5 s of CPU: 0.3–0.4 s in the calling process
// (the deployments, the service), the rest in anvil and Alto (most of it Alto's Node starting
// and deploying its simulation contracts). Stopping takes 0.3–0.5 s. A sponsored batch then
// costs 40–200 ms until wallet_sendCalls answers (the paymaster's stub and data, the bundler's
// estimate) and 90–330 ms until its status is 200, about 0.15 s of CPU all processes together.
// Start one per test file, not per test.
import type { Address } from 'viem'
import type { AnvilOptions } from '../anvil'
import { startDemoChain, type DemoChain } from '../demoChain'
import { startBundler, type Bundler } from './bundler'
import { deployEntryPoint } from './entryPoint'
import { deployVerifyingPaymaster, type PaymasterDeployment } from './paymaster'
import {
  sponsorDemoCalls,
  startPaymasterService,
  type PaymasterService,
  type SponsorshipPolicy,
} from './paymasterService'
import { deploySimpleAccountFactory, simpleAccountFactoryAddress } from './simpleAccount'

export interface SponsoredChainOptions extends AnvilOptions {
  /** What the paymaster service sponsors. Default: sponsorDemoCalls. */
  policy?: SponsorshipPolicy
}

export interface SponsoredChain {
  chain: DemoChain
  bundlerUrl: string
  paymasterUrl: string
  /** The verifying paymaster: its address and its deposit at the EntryPoint after funding. */
  paymaster: PaymasterDeployment
  /** The SimpleAccount factory, at its public-chain address. */
  factory: Address
  bundler: Bundler
  paymasterService: PaymasterService
  stop(): Promise<void>
}

export async function startSponsoredChain(options: SponsoredChainOptions = {}): Promise<SponsoredChain> {
  const { policy = sponsorDemoCalls, ...anvilOptions } = options
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) await stopOne()
  }
  try {
    const chain = await startDemoChain(anvilOptions)
    stops.push(chain.stop)
    await deployEntryPoint(chain.url)
    await deploySimpleAccountFactory(chain.url)
    const paymaster = await deployVerifyingPaymaster(chain.url)
    const bundler = await startBundler({ rpcUrl: chain.url })
    stops.push(bundler.stop)
    const paymasterService = await startPaymasterService({ rpcUrl: chain.url, paymaster: paymaster.address, policy })
    stops.push(paymasterService.stop)
    return {
      chain,
      bundlerUrl: bundler.url,
      paymasterUrl: paymasterService.url,
      paymaster,
      factory: simpleAccountFactoryAddress,
      bundler,
      paymasterService,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
