// Every view in Arabic (right to left) and in the pseudo-locale (English accented and about 40 %
// longer): each view's scene from its own stories, in the locale, so the layout check of the
// story tests (every control reachable, nothing clipped, at 1280×800, 1280×600 and 390×700)
// holds in a mirrored modal and under long words. The play function only waits for the scene and
// checks the modal speaks the locale: the views' own stories pin their behaviour in English.
// No screenshots: these stories are for the layout check (the toolbar's Language shows any story
// in any locale).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sceneOf } from '../../.storybook/portico'
import { modalRoot, openedOn } from '../../.storybook/shadow'
import { settled } from '../../.storybook/settled'
import type { LocaleTag } from '../i18n/supportedLocales'
import * as Account from './Account/Account.stories'
import * as AccountButton from './AccountButton.stories'
import * as AllWallets from './AllWallets/AllWallets.stories'
import * as ApproveTransaction from './ApproveTransaction/ApproveTransaction.stories'
import * as Connect from './Connect/Connect.stories'
import * as ConnectButton from './ConnectButton.stories'
import * as ConnectingExternal from './ConnectingExternal/ConnectingExternal.stories'
import * as ConnectingFarcaster from './ConnectingFarcaster/ConnectingFarcaster.stories'
import * as ConnectingSiwe from './ConnectingSiwe/ConnectingSiwe.stories'
import * as ConnectingWalletConnect from './ConnectingWalletConnect/ConnectingWalletConnect.stories'
import * as ConnectingWalletConnectBasic from './ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.stories'
import * as EmailLogin from './EmailLogin/EmailLogin.stories'
import * as History from './History/History.stories'
import * as NetworkButton from './NetworkButton.stories'
import * as Networks from './Networks/Networks.stories'
import * as OnRamp from './OnRamp/OnRamp.stories'
import * as Pay from './Pay/Pay.stories'
import * as Receive from './Receive/Receive.stories'
import * as RegisterAccountName from './RegisterAccountName/RegisterAccountName.stories'
import * as SIWXSignMessage from './SIWXSignMessage/SIWXSignMessage.stories'
import * as Send from './Send/Send.stories'
import * as SmartSessions from './Account/SmartSessions.stories'
import * as Socials from './Socials/Socials.stories'
import * as Swap from './Swap/Swap.stories'
import * as UnsupportedChain from './UnsupportedChain/UnsupportedChain.stories'
import * as UpdateEmail from './UpdateEmail/UpdateEmail.stories'

const meta = {
  title: 'Views/In other languages',
  render: () => <></>,
} satisfies Meta

export default meta
type Story = StoryObj

type Parameters = Record<string, unknown>
const isObject = (value: unknown): value is Parameters =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Story parameters over the meta's, merged in depth as Storybook merges them. */
function merged(under: Parameters = {}, over: Parameters = {}): Parameters {
  const result: Parameters = { ...under }
  for (const [key, value] of Object.entries(over))
    result[key] = isObject(value) && isObject(result[key]) ? merged(result[key] as Parameters, value) : value
  return result
}

/** An address as the modal shortens it (`0x1234…abcd`), or whole; with the isolate before it, if any. */
const address = /(\u2066|\u2068)?0x[0-9a-fA-F]{4}(…[0-9a-fA-F]{4}|[0-9a-fA-F]{36})/g

/**
 * The text of each address in `root` that may not read left to right: neither in an element
 * whose `dir` is `ltr`, nor isolated in its sentence (LRI, or FSI, which an address starting
 * `0x` resolves to left to right: i18n/bidi.ts).
 */
function addressesNotLeftToRight(root: Element): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const wrong: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ''
    const inLtr = node.parentElement?.closest('[dir]')?.getAttribute('dir') === 'ltr'
    for (const match of text.matchAll(address)) if (!inLtr && !match[1]) wrong.push(text)
  }
  return wrong
}

/**
 * A view's story (its meta's scene and render, its own over them) in `locale`; `view`: the view
 * its scene moves on to (a wallet's answer), waited for before the checks look at the modal.
 */
function inLocale(module: { default: Meta }, story: StoryObj, locale: LocaleTag, view?: string): Story {
  const parameters = merged(merged(module.default.parameters, story.parameters), {
    portico: { locale },
    visualBaseline: { skip: 'a layout check in another language; the toolbar shows any story in any locale' },
  })
  return {
    render: story.render ?? module.default.render,
    ...(story.globals && { globals: story.globals }),
    parameters,
    play: async (context) => {
      await sceneOf(context).ready
      if (view) await openedOn(context, view)
      await settled()
      // A modal open in the scene speaks the locale, and reads in its direction.
      const modal = modalRoot()?.querySelector('.p-modal')
      if (modal) {
        await expect(modal.getAttribute('lang')).toBe(locale)
        await expect(modal.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr')
        // Every address shown reads left to right, isolated, in a mirrored modal too.
        await expect(addressesNotLeftToRight(modal)).toEqual([])
      }
    },
  }
}

const ar = (module: { default: Meta }, story: StoryObj, view?: string) => inLocale(module, story, 'ar', view)
const pseudo = (module: { default: Meta }, story: StoryObj, view?: string) => inLocale(module, story, 'en-XA', view)

export const ConnectArabic = ar(Connect, Connect.Default)
export const ConnectPseudo = pseudo(Connect, Connect.Default)
export const AllWalletsArabic = ar(AllWallets, AllWallets.Default)
export const AllWalletsPseudo = pseudo(AllWallets, AllWallets.Default)
export const ConnectingExternalArabic = ar(ConnectingExternal, ConnectingExternal.Waiting)
export const ConnectingExternalPseudo = pseudo(ConnectingExternal, ConnectingExternal.Waiting)
export const ConnectingWalletConnectArabic = ar(ConnectingWalletConnect, ConnectingWalletConnect.DesktopAnyWallet)
export const ConnectingWalletConnectPseudo = pseudo(ConnectingWalletConnect, ConnectingWalletConnect.DesktopAnyWallet)
export const ConnectingWalletConnectBasicArabic = ar(ConnectingWalletConnectBasic, ConnectingWalletConnectBasic.Desktop)
export const ConnectingWalletConnectBasicPseudo = pseudo(
  ConnectingWalletConnectBasic,
  ConnectingWalletConnectBasic.Desktop,
)
export const ConnectingFarcasterArabic = ar(ConnectingFarcaster, ConnectingFarcaster.ScanToSignIn)
export const ConnectingFarcasterPseudo = pseudo(ConnectingFarcaster, ConnectingFarcaster.ScanToSignIn)
export const ConnectingSiweArabic = ar(ConnectingSiwe, ConnectingSiwe.Verifying, 'ConnectingSiwe')
export const ConnectingSiwePseudo = pseudo(ConnectingSiwe, ConnectingSiwe.Verifying, 'ConnectingSiwe')
export const EmailLoginArabic = ar(EmailLogin, EmailLogin.ApproveDevice)
export const EmailLoginPseudo = pseudo(EmailLogin, EmailLogin.ApproveDevice)
export const UpdateEmailArabic = ar(UpdateEmail, UpdateEmail.NewEmailForm)
export const UpdateEmailPseudo = pseudo(UpdateEmail, UpdateEmail.NewEmailForm)
export const SocialsArabic = ar(Socials, Socials.AllProviders)
export const SocialsPseudo = pseudo(Socials, Socials.AllProviders)
export const SIWXSignMessageArabic = ar(SIWXSignMessage, SIWXSignMessage.AskToSign)
export const SIWXSignMessagePseudo = pseudo(SIWXSignMessage, SIWXSignMessage.AskToSign)
export const AccountArabic = ar(Account, Account.Connected)
export const AccountPseudo = pseudo(Account, Account.Connected)
export const SmartSessionsArabic = ar(SmartSessions, SmartSessions.EveryStanding)
export const SmartSessionsPseudo = pseudo(SmartSessions, SmartSessions.EveryStanding)
export const NetworksArabic = ar(Networks, Networks.ActiveNetwork)
export const NetworksPseudo = pseudo(Networks, Networks.ActiveNetwork)
export const UnsupportedChainArabic = ar(UnsupportedChain, UnsupportedChain.WalletOnUnsupportedNetwork)
export const UnsupportedChainPseudo = pseudo(UnsupportedChain, UnsupportedChain.WalletOnUnsupportedNetwork)
export const SendArabic = ar(Send, Send.EmptyForm)
export const SendPseudo = pseudo(Send, Send.EmptyForm)
export const ApproveTransactionArabic = ar(ApproveTransaction, ApproveTransaction.Pending)
export const ApproveTransactionPseudo = pseudo(ApproveTransaction, ApproveTransaction.Pending)
export const ReceiveArabic = ar(Receive, Receive.Connected)
export const ReceivePseudo = pseudo(Receive, Receive.Connected)
export const SwapArabic = ar(Swap, Swap.ChooseTokens)
export const SwapPseudo = pseudo(Swap, Swap.ChooseTokens)
export const OnRampArabic = ar(OnRamp, OnRamp.Quoted)
export const OnRampPseudo = pseudo(OnRamp, OnRamp.Quoted)
export const HistoryArabic = ar(History, History.EveryNetwork)
export const HistoryPseudo = pseudo(History, History.EveryNetwork)
export const PayArabic = ar(Pay, Pay.Asked)
export const PayPseudo = pseudo(Pay, Pay.Asked)
export const RegisterAccountNameArabic = ar(RegisterAccountName, RegisterAccountName.RuleAsYouType)
export const RegisterAccountNamePseudo = pseudo(RegisterAccountName, RegisterAccountName.RuleAsYouType)
export const ConnectButtonArabic = ar(ConnectButton, ConnectButton.Default)
export const ConnectButtonPseudo = pseudo(ConnectButton, ConnectButton.Default)
export const AccountButtonArabic = ar(AccountButton, AccountButton.ShowsBalance)
export const AccountButtonPseudo = pseudo(AccountButton, AccountButton.ShowsBalance)
export const NetworkButtonArabic = ar(NetworkButton, NetworkButton.Ethereum)
export const NetworkButtonPseudo = pseudo(NetworkButton, NetworkButton.Ethereum)
