// Real frame messages, written by hand. The embedded wallet's secure site has no public source;
// the public client that talks to it does (reown-com/appkit, packages/wallet/src, published as
// @reown/appkit-wallet 1.8.24). Every message below is one that client sends
// (`W3mFrameProvider.ts`, `W3mFrame.ts`) or that its schemas accept from the site
// (`W3mFrameSchema.ts` `frameEvent`), typed as `W3mFrameTypes.ts` has it; each row names the
// schema. Nothing here is derived from our protocol table or the fake frame, nor imports them:
// these change only when the client does.
//
// What the client's schemas allow (zod 3, `z.object`: unknown keys stripped, not refused):
// - every message's `id` is optional (`EventSchema`: "Remove optional once all packages are updated");
// - an event without a payload schema (`APP_SIGN_OUT`, `FRAME_SIGN_OUT_SUCCESS` …) is sent without one;
// - `zError` needs its `message`; `FrameReadyResponse.version` is an optional string.
// Portico refuses one thing more than the client, on purpose (section 5): a key no schema
// names. The refused rows below are those the client's schemas refuse too, plus that one.

export interface FrameMessageRow {
  /** The client's schema (W3mFrameSchema.ts) or where the client builds the message. */
  source: string
  case: string
  message: unknown
}

/** What the client sends the site, as `W3mFrameProvider` builds each request. */
export const appMessageRows: FrameMessageRow[] = [
  {
    source: 'AppSwitchNetworkRequest (W3mFrameProvider.switchNetwork)',
    case: 'a numeric chain with its RPC URL',
    message: {
      type: '@w3m-app/SWITCH_NETWORK',
      id: 'k2j9x',
      payload: { chainId: 137, rpcUrl: 'https://rpc.walletconnect.org/v1/?chainId=eip155:137&projectId=p1' },
    },
  },
  {
    source: 'AppSwitchNetworkRequest',
    case: 'a CAIP chain without an RPC URL',
    message: { type: '@w3m-app/SWITCH_NETWORK', id: 'q1w2e', payload: { chainId: 'eip155:8453' } },
  },
  {
    source: 'AppConnectEmailRequest',
    case: 'an email',
    message: { type: '@w3m-app/CONNECT_EMAIL', id: 'a8b7c', payload: { email: 'visitor@example.com' } },
  },
  {
    source: 'APP_CONNECT_DEVICE (no payload schema)',
    case: 'no payload',
    message: { type: '@w3m-app/CONNECT_DEVICE', id: 'd3v1c' },
  },
  {
    source: 'AppConnectOtpRequest',
    case: 'a six-digit code',
    message: { type: '@w3m-app/CONNECT_OTP', id: 'o7t9p', payload: { otp: '123456' } },
  },
  {
    source: 'AppConnectSocialRequest (W3mFrameProvider.connect with socialUri)',
    case: 'the result URI with chain, account type and RPC URL',
    message: {
      type: '@w3m-app/CONNECT_SOCIAL',
      id: 's0c1a',
      payload: {
        uri: 'https://secure.walletconnect.org/sdk/oauth?code=4%2F0Ab&state=st1',
        preferredAccountType: 'smartAccount',
        chainId: 1,
        rpcUrl: 'https://rpc.walletconnect.org/v1/?chainId=eip155:1&projectId=p1',
      },
    },
  },
  {
    source: 'AppConnectSocialRequest',
    case: 'with a one-click sign-in message (SIWXMessage)',
    message: {
      type: '@w3m-app/CONNECT_SOCIAL',
      id: 's0c1b',
      payload: {
        uri: 'https://secure.walletconnect.org/sdk/oauth?code=x&state=st2',
        chainId: 'eip155:1',
        siwxMessage: {
          accountAddress: '0x0000000000000000000000000000000000000000',
          chainId: 'eip155:1',
          domain: 'app.example',
          uri: 'https://app.example',
          version: '1',
          nonce: 'n0nc3',
          statement: 'Sign in to app.example',
          issuedAt: '2026-11-26T12:00:00.000Z',
          resources: ['urn:recap:eyJhdHQiOnt9fQ'],
        },
      },
    },
  },
  {
    source: 'APP_GET_FARCASTER_URI (no payload schema)',
    case: 'no payload',
    message: { type: '@w3m-app/GET_FARCASTER_URI', id: 'f4r1c' },
  },
  {
    source: 'APP_CONNECT_FARCASTER (no payload schema)',
    case: 'no payload',
    message: { type: '@w3m-app/CONNECT_FARCASTER', id: 'f4r2c' },
  },
  {
    source: 'AppGetUserRequest (W3mFrameProvider.getUser)',
    case: 'chain, account type and RPC URL',
    message: {
      type: '@w3m-app/GET_USER',
      id: 'g3tu5',
      payload: {
        chainId: 1,
        preferredAccountType: 'eoa',
        rpcUrl: 'https://rpc.walletconnect.org/v1/?chainId=eip155:1&projectId=p1',
      },
    },
  },
  {
    source: 'AppGetUserRequest (payload optional)',
    case: 'no payload at all',
    message: { type: '@w3m-app/GET_USER', id: 'g3tu6' },
  },
  {
    source: 'AppGetUserRequest',
    case: 'a Solana network by its reference',
    message: { type: '@w3m-app/GET_USER', id: 'g3tu7', payload: { chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } },
  },
  {
    source: 'AppGetSocialRedirectUriRequest',
    case: 'a provider of the list',
    message: { type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', id: 'r3d1r', payload: { provider: 'discord' } },
  },
  { source: 'APP_SIGN_OUT', case: 'no payload', message: { type: '@w3m-app/SIGN_OUT', id: 's1gn0' } },
  {
    source: 'FrameSession (optional; W3mFrameProvider.connect sends none)',
    case: 'no payload',
    message: { type: '@w3m-app/IS_CONNECTED', id: '1sc0n' },
  },
  {
    source: 'FrameSession',
    case: 'with the session token',
    message: { type: '@w3m-app/IS_CONNECTED', id: '1sc0m', payload: { token: 'eyJhbGciOiJFUzI1NiJ9.e30.sig' } },
  },
  { source: 'APP_GET_CHAIN_ID', case: 'no payload', message: { type: '@w3m-app/GET_CHAIN_ID', id: 'ch41n' } },
  {
    source: 'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS (W3mFrameProvider.createFrame)',
    case: 'no payload',
    message: { type: '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS', id: 'sm4rt' },
  },
  {
    source: 'AppSetPreferredAccountRequest',
    case: 'the smart account',
    message: { type: '@w3m-app/SET_PREFERRED_ACCOUNT', id: 'pr3f1', payload: { type: 'smartAccount' } },
  },
  {
    source: 'RpcPersonalSignRequest & { chainId, chainNamespace, rpcUrl } (W3mFrameProvider.request)',
    case: 'personal_sign on the active network',
    message: {
      type: '@w3m-app/RPC_REQUEST',
      id: 'rpc01',
      payload: {
        method: 'personal_sign',
        params: ['0x68656c6c6f', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
        chainId: 1,
        chainNamespace: 'eip155',
        rpcUrl: 'https://rpc.walletconnect.org/v1/?chainId=eip155:1&projectId=p1',
      },
    },
  },
  {
    source: 'RpcEthSendTransactionRequest (bigints sent as 0x hex: serializeBigInts)',
    case: 'eth_sendTransaction',
    message: {
      type: '@w3m-app/RPC_REQUEST',
      id: 'rpc02',
      payload: {
        method: 'eth_sendTransaction',
        params: [
          {
            from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
            to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
            value: '0x2386f26fc10000',
          },
        ],
        chainId: 1,
        chainNamespace: 'eip155',
      },
    },
  },
  {
    source: 'RpcEthAccountsRequest (no params in the schema)',
    case: 'eth_accounts without params',
    message: { type: '@w3m-app/RPC_REQUEST', id: 'rpc03', payload: { method: 'eth_accounts', chainId: 1 } },
  },
  {
    source: 'WalletSendCallsRequest',
    case: 'wallet_sendCalls with two calls',
    message: {
      type: '@w3m-app/RPC_REQUEST',
      id: 'rpc04',
      payload: {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x1',
            from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
            calls: [
              { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' },
              { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', data: '0xa9059cbb' },
            ],
          },
        ],
      },
    },
  },
  {
    source: 'RpcSolanaSignMessageRequest (Solana chainId: the reference, W3mFrameProvider.request)',
    case: 'solana_signMessage',
    message: {
      type: '@w3m-app/RPC_REQUEST',
      id: 'rpc05',
      payload: {
        method: 'solana_signMessage',
        params: { message: '3HvKb', pubkey: 'BpTnjoAkiUGx5zGmqnkhJjbuLzQWQRY6jjgGxuFfWRLD' },
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        chainNamespace: 'solana',
      },
    },
  },
  {
    source: 'RpcSolanaSignAndSendTransactionRequest',
    case: 'with its send options',
    message: {
      type: '@w3m-app/RPC_REQUEST',
      id: 'rpc06',
      payload: {
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQABAg==', options: { skipPreflight: false, preflightCommitment: 'confirmed' } },
        chainNamespace: 'solana',
      },
    },
  },
  {
    source: 'AppUpdateEmailRequest',
    case: 'a new email',
    message: { type: '@w3m-app/UPDATE_EMAIL', id: 'upd01', payload: { email: 'new@example.com' } },
  },
  {
    source: 'AppUpdateEmailPrimaryOtpRequest',
    case: 'the current address code',
    message: { type: '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP', id: 'upd02', payload: { otp: '111111' } },
  },
  {
    source: 'AppUpdateEmailSecondaryOtpRequest',
    case: 'the new address code',
    message: { type: '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP', id: 'upd03', payload: { otp: '222222' } },
  },
  {
    source: 'AppSyncThemeRequest (W3mFrameProvider.syncTheme on connect)',
    case: 'mode, variables and the derived w3m variables',
    message: {
      type: '@w3m-app/SYNC_THEME',
      id: 'th3m1',
      payload: {
        themeMode: 'dark',
        themeVariables: { '--w3m-accent': '#3396ff', '--w3m-border-radius-master': 4 },
        w3mThemeVariables: { '--w3m-accent': '#3396ff', '--w3m-background': '#3396ff' },
      },
    },
  },
  {
    source: 'AppSyncThemeRequest (the approval view sends no mode)',
    case: 'variables only',
    message: { type: '@w3m-app/SYNC_THEME', id: 'th3m2', payload: { themeVariables: {}, w3mThemeVariables: {} } },
  },
  {
    source: 'AppSyncDappDataRequest (W3mFrameProvider.createFrame)',
    case: 'metadata, SDK version and type, project',
    message: {
      type: '@w3m-app/SYNC_DAPP_DATA',
      id: 'd4pp1',
      payload: {
        metadata: {
          name: 'Host',
          description: 'A host',
          url: 'https://host.example',
          icons: ['https://host.example/i.png'],
        },
        sdkVersion: 'react-wagmi-1.8.24',
        sdkType: 'appkit',
        projectId: 'p1',
      },
    },
  },
  {
    source: 'AppSyncDappDataRequest (metadata optional)',
    case: 'the project alone',
    message: { type: '@w3m-app/SYNC_DAPP_DATA', id: 'd4pp2', payload: { projectId: 'p1' } },
  },
  { source: 'APP_RELOAD', case: 'no payload', message: { type: '@w3m-app/RELOAD', id: 'r3l0d' } },
  {
    source: 'APP_RPC_ABORT (W3mFrameProvider.rejectRpcRequests: an id of its own, no payload)',
    case: 'no payload',
    message: { type: '@w3m-app/RPC_ABORT', id: '4b0rt' },
  },
  {
    source: 'EventSchema (id optional)',
    case: 'a request without an id',
    message: { type: '@w3m-app/GET_CHAIN_ID' },
  },
]

/** What the site may send the client, as `W3mFrameSchema.frameEvent` accepts it. */
export const frameMessageRows: FrameMessageRow[] = [
  { source: 'FrameReadyResponse', case: 'ready, no version', message: { type: '@w3m-frame/READY', payload: {} } },
  {
    source: 'FrameReadyResponse (version: a placeholder string)',
    case: 'ready with a version',
    message: { type: '@w3m-frame/READY', payload: { version: '4' } },
  },
  {
    source: 'FrameSession',
    case: 'session update',
    message: { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'eyJhbGciOiJFUzI1NiJ9.e30.sig' } },
  },
  {
    source: 'FrameSwitchNetworkResponse',
    case: 'a numeric chain',
    message: { type: '@w3m-frame/SWITCH_NETWORK_SUCCESS', id: 'k2j9x', payload: { chainId: 137 } },
  },
  {
    source: 'FrameConnectEmailResponse',
    case: 'verify the device',
    message: { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'a8b7c', payload: { action: 'VERIFY_DEVICE' } },
  },
  {
    source: 'FrameConnectEmailResponse',
    case: 'connected at once',
    message: { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'a8b7d', payload: { action: 'CONNECT' } },
  },
  {
    source: 'FRAME_CONNECT_DEVICE_SUCCESS (no payload schema)',
    case: 'no payload',
    message: { type: '@w3m-frame/CONNECT_DEVICE_SUCCESS', id: 'd3v1c' },
  },
  {
    source: 'FRAME_CONNECT_OTP_SUCCESS (no payload schema)',
    case: 'no payload',
    message: { type: '@w3m-frame/CONNECT_OTP_SUCCESS', id: 'o7t9p' },
  },
  {
    source: 'FrameConnectSocialResponse',
    case: 'a Google user: email, name, both accounts',
    message: {
      type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
      id: 's0c1a',
      payload: {
        email: 'visitor@gmail.com',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 1,
        accounts: [
          { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' },
          { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', type: 'smartAccount' },
        ],
        userName: 'Visitor',
        preferredAccountType: 'eoa',
      },
    },
  },
  {
    source: 'FrameConnectSocialResponse (email and userName nullable)',
    case: 'an X user without email or name',
    message: {
      type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
      id: 's0c1c',
      payload: {
        email: null,
        userName: null,
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 'eip155:1',
      },
    },
  },
  {
    source: 'FrameConnectSocialResponse (one-click sign-in)',
    case: 'with the signature and message',
    message: {
      type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
      id: 's0c1b',
      payload: {
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 1,
        signature: '0x' + 'ab'.repeat(65),
        message: 'app.example wants you to sign in with your Ethereum account:',
        siwxMessage: {
          accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          chainId: 'eip155:1',
          domain: 'app.example',
          uri: 'https://app.example',
          version: '1',
          nonce: 'n0nc3',
        },
      },
    },
  },
  {
    source: 'FrameGetFarcasterUriResponse',
    case: 'the Farcaster sign-in URL',
    message: {
      type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS',
      id: 'f4r1c',
      payload: { url: 'https://farcaster.xyz/~/siwf?channelToken=abc' },
    },
  },
  {
    source: 'FrameConnectFarcasterResponse',
    case: 'the name only',
    message: { type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS', id: 'f4r2c', payload: { userName: 'dwr.eth' } },
  },
  {
    source: 'FrameGetUserResponse',
    case: 'an email user on a smart account',
    message: {
      type: '@w3m-frame/GET_USER_SUCCESS',
      id: 'g3tu5',
      payload: {
        email: 'visitor@example.com',
        address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
        chainId: 1,
        smartAccountDeployed: true,
        accounts: [
          { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', type: 'smartAccount' },
          { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' },
        ],
        preferredAccountType: 'smartAccount',
      },
    },
  },
  {
    source: 'FrameGetUserResponse (email nullable)',
    case: 'a Solana user by CAIP chain, no email',
    message: {
      type: '@w3m-frame/GET_USER_SUCCESS',
      id: 'g3tu7',
      payload: {
        email: null,
        address: 'BpTnjoAkiUGx5zGmqnkhJjbuLzQWQRY6jjgGxuFfWRLD',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      },
    },
  },
  {
    source: 'FrameGetSocialRedirectUriResponse',
    case: 'the provider sign-in address',
    message: {
      type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS',
      id: 'r3d1r',
      payload: { uri: 'https://discord.com/oauth2/authorize?client_id=1&state=st1' },
    },
  },
  {
    source: 'FRAME_SIGN_OUT_SUCCESS',
    case: 'no payload',
    message: { type: '@w3m-frame/SIGN_OUT_SUCCESS', id: 's1gn0' },
  },
  {
    source: 'FrameIsConnectedResponse',
    case: 'not connected',
    message: { type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: '1sc0n', payload: { isConnected: false } },
  },
  {
    source: 'FrameGetChainIdResponse',
    case: 'a CAIP chain',
    message: { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'ch41n', payload: { chainId: 'eip155:1' } },
  },
  {
    source: 'FrameGetSmartAccountEnabledNetworksResponse',
    case: 'two networks',
    message: {
      type: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
      id: 'sm4rt',
      payload: { smartAccountEnabledNetworks: [1, 8453] },
    },
  },
  {
    source: 'FrameGetSmartAccountEnabledNetworksResponse',
    case: 'none',
    message: {
      type: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
      id: 'sm4ru',
      payload: { smartAccountEnabledNetworks: [] },
    },
  },
  {
    source: 'FrameSetPreferredAccountResponse',
    case: 'the smart account',
    message: {
      type: '@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS',
      id: 'pr3f1',
      payload: { type: 'smartAccount', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
    },
  },
  {
    source: 'RpcResponse (z.any())',
    case: 'a signature',
    message: { type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'rpc01', payload: '0x' + 'cd'.repeat(65) },
  },
  {
    source: 'RpcResponse (z.any())',
    case: 'a Solana signature object',
    message: {
      type: '@w3m-frame/RPC_REQUEST_SUCCESS',
      id: 'rpc05',
      payload: {
        signature: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
      },
    },
  },
  {
    source: 'RpcResponse (z.any(): absent)',
    case: 'no payload',
    message: { type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'rpc03' },
  },
  {
    source: 'FrameUpdateEmailResponse',
    case: 'verify the current address',
    message: { type: '@w3m-frame/UPDATE_EMAIL_SUCCESS', id: 'upd01', payload: { action: 'VERIFY_PRIMARY_OTP' } },
  },
  {
    source: 'FRAME_UPDATE_EMAIL_PRIMARY_OTP_SUCCESS',
    case: 'no payload',
    message: { type: '@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS', id: 'upd02' },
  },
  {
    source: 'FrameUpdateEmailSecondaryOtpResponse',
    case: 'the new email',
    message: {
      type: '@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS',
      id: 'upd03',
      payload: { newEmail: 'new@example.com' },
    },
  },
  {
    source: 'FRAME_SYNC_THEME_SUCCESS',
    case: 'no payload',
    message: { type: '@w3m-frame/SYNC_THEME_SUCCESS', id: 'th3m1' },
  },
  {
    source: 'FRAME_SYNC_DAPP_DATA_SUCCESS',
    case: 'no payload',
    message: { type: '@w3m-frame/SYNC_DAPP_DATA_SUCCESS', id: 'd4pp1' },
  },
  { source: 'FRAME_RELOAD_SUCCESS', case: 'no payload', message: { type: '@w3m-frame/RELOAD_SUCCESS', id: 'r3l0d' } },
  ...[
    'SWITCH_NETWORK',
    'CONNECT_EMAIL',
    'CONNECT_DEVICE',
    'CONNECT_OTP',
    'CONNECT_SOCIAL',
    'GET_FARCASTER_URI',
    'CONNECT_FARCASTER',
    'GET_USER',
    'GET_SOCIAL_REDIRECT_URI',
    'SIGN_OUT',
    'IS_CONNECTED',
    'GET_CHAIN_ID',
    'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    'SET_PREFERRED_ACCOUNT',
    'RPC_REQUEST',
    'UPDATE_EMAIL',
    'UPDATE_EMAIL_PRIMARY_OTP',
    'UPDATE_EMAIL_SECONDARY_OTP',
    'SYNC_THEME',
    'SYNC_DAPP_DATA',
    'RELOAD',
  ].map((event) => ({
    source: `zError (FRAME_${event}_ERROR)`,
    case: 'an error in the site’s words',
    message: { type: `@w3m-frame/${event}_ERROR`, id: 'e1', payload: { message: 'Something went wrong' } },
  })),
  {
    source: 'zError (message: any string)',
    case: 'an empty message (the client says "An error occurred")',
    message: { type: '@w3m-frame/RPC_REQUEST_ERROR', id: 'e2', payload: { message: '' } },
  },
  {
    source: 'EventSchema (id optional)',
    case: 'an answer without an id (the client hears it as a broadcast)',
    message: { type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } },
  },
]

/** The social popup's one message (ConnectorControllerUtil.connectSocial reads `data.resultUri`). */
export const socialResultRows: FrameMessageRow[] = [
  {
    source: 'ConnectorControllerUtil.connectSocial (event.data.resultUri)',
    case: 'the provider came back to the secure site',
    message: { resultUri: 'https://secure.walletconnect.org/sdk/oauth?code=4%2F0Ab&state=st1' },
  },
]

/** Messages the client's schemas refuse (so must we), and the one kind only we refuse. */
export const refusedRows: (FrameMessageRow & { direction: 'app' | 'frame' | 'social'; why: string })[] = [
  {
    direction: 'app',
    source: 'AppConnectEmailRequest',
    case: 'not an email',
    why: 'z.string().email()',
    message: { type: '@w3m-app/CONNECT_EMAIL', id: 'x1', payload: { email: 'visitor' } },
  },
  {
    direction: 'app',
    source: 'AppGetSocialRedirectUriRequest',
    case: 'a provider off the list',
    why: "z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])",
    message: { type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', id: 'x2', payload: { provider: 'twitch' } },
  },
  {
    direction: 'app',
    source: 'AppSyncDappDataRequest',
    case: 'no project',
    why: 'projectId: z.string()',
    message: { type: '@w3m-app/SYNC_DAPP_DATA', id: 'x3', payload: { sdkType: 'appkit' } },
  },
  {
    direction: 'app',
    source: 'AppSyncThemeRequest',
    case: 'a mode off the list',
    why: "themeMode: z.enum(['light', 'dark'])",
    message: { type: '@w3m-app/SYNC_THEME', id: 'x4', payload: { themeMode: 'sepia' } },
  },
  {
    direction: 'app',
    source: 'W3mFrameSchema.appEvent',
    case: 'an event the client does not have',
    why: 'no member of the union',
    message: { type: '@w3m-app/EXPORT_PRIVATE_KEY', id: 'x5' },
  },
  {
    direction: 'app',
    source: 'AppConnectOtpRequest',
    case: 'a numeric code',
    why: 'otp: z.string()',
    message: { type: '@w3m-app/CONNECT_OTP', id: 'x6', payload: { otp: 123456 } },
  },
  {
    direction: 'app',
    source: 'RpcSolanaSignMessageRequest',
    case: 'a message without its pubkey',
    why: 'pubkey: z.string()',
    message: {
      type: '@w3m-app/RPC_REQUEST',
      id: 'x7',
      payload: { method: 'solana_signMessage', params: { message: '3HvKb' }, chainNamespace: 'solana' },
    },
  },
  {
    direction: 'app',
    source: 'WalletSendCallsRequest',
    case: 'a call whose to is no 0x address',
    why: "to: z.string().startsWith('0x')",
    message: {
      type: '@w3m-app/RPC_REQUEST',
      id: 'x8',
      payload: { method: 'wallet_sendCalls', params: [{ calls: [{ to: 'vitalik.eth' }] }] },
    },
  },
  {
    direction: 'app',
    source: 'RpcPersonalSignRequest',
    case: 'params that are no list',
    why: 'params: z.array(z.any())',
    message: { type: '@w3m-app/RPC_REQUEST', id: 'x9', payload: { method: 'personal_sign', params: '0x68656c6c6f' } },
  },
  {
    direction: 'app',
    source: 'RPC_REQUEST chainNamespace',
    case: 'a namespace off the list',
    why: "z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])",
    message: { type: '@w3m-app/RPC_REQUEST', id: 'x10', payload: { method: 'eth_accounts', chainNamespace: 'tron' } },
  },
  {
    direction: 'frame',
    source: 'FrameReadyResponse',
    case: 'a numeric version',
    why: 'version: z.string().optional()',
    message: { type: '@w3m-frame/READY', payload: { version: 4 } },
  },
  {
    direction: 'frame',
    source: 'FRAME_READY',
    case: 'ready without a payload',
    why: 'payload: FrameReadyResponse (required)',
    message: { type: '@w3m-frame/READY' },
  },
  {
    direction: 'frame',
    source: 'zError',
    case: 'an error without its message',
    why: 'message: z.string()',
    message: { type: '@w3m-frame/GET_USER_ERROR', id: 'y1', payload: {} },
  },
  {
    direction: 'frame',
    source: 'FrameGetUserResponse',
    case: 'a user without an address',
    why: 'address: z.string()',
    message: { type: '@w3m-frame/GET_USER_SUCCESS', id: 'y2', payload: { email: 'visitor@example.com', chainId: 1 } },
  },
  {
    direction: 'frame',
    source: 'FrameConnectEmailResponse',
    case: 'an action off the list',
    why: "z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])",
    message: { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'y3', payload: { action: 'LOGIN' } },
  },
  {
    direction: 'frame',
    source: 'FrameConnectSocialResponse accounts',
    case: 'an account type off the list',
    why: "type: z.enum(['eoa', 'smartAccount'])",
    message: {
      type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
      id: 'y4',
      payload: {
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 1,
        accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'payment' }],
      },
    },
  },
  {
    direction: 'frame',
    source: 'FrameGetUserResponse',
    case: 'an email that is no email',
    why: 'email: z.string().email()',
    message: {
      type: '@w3m-frame/GET_USER_SUCCESS',
      id: 'y5',
      payload: { email: 'visitor', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1 },
    },
  },
  {
    direction: 'frame',
    source: 'W3mFrameSchema.frameEvent',
    case: 'an answer to init smart account (not in the 1.8.24 union)',
    why: 'FRAME_INIT_SMART_ACCOUNT_SUCCESS is no member',
    message: {
      type: '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS',
      id: 'y6',
      payload: { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', isDeployed: true },
    },
  },
  {
    direction: 'frame',
    source: 'W3mFrameSchema.frameEvent',
    case: 'an answer to RPC_ABORT (not in the union)',
    why: 'FRAME_RPC_ABORT_SUCCESS is no member',
    message: { type: '@w3m-frame/RPC_ABORT_SUCCESS', id: 'y7' },
  },
  {
    direction: 'frame',
    source: 'EventSchema',
    case: 'an id that is no string',
    why: 'id: z.string().optional()',
    message: { type: '@w3m-frame/SIGN_OUT_SUCCESS', id: 7 },
  },
  {
    direction: 'frame',
    source: 'Portico (section 5), stricter than the client',
    case: 'an answer with a key its schema does not name',
    why: 'the client strips it; Portico refuses it',
    message: { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'y8', payload: { action: 'CONNECT', extra: 1 } },
  },
  {
    direction: 'app',
    source: 'Portico (section 5), stricter than the client',
    case: 'a request with a key its schema does not name',
    why: 'the client strips it; Portico refuses it',
    message: { type: '@w3m-app/SIGN_OUT', id: 'x11', reason: 'logout' },
  },
  {
    direction: 'social',
    source: 'ConnectorControllerUtil.connectSocial',
    case: 'no resultUri',
    why: 'the client acts only on a truthy data.resultUri',
    message: { resultUri: '' },
  },
  {
    direction: 'social',
    source: 'Portico (section 5), stricter than the client',
    case: 'a result that is no web address',
    why: 'the popup result is an address the frame reads; Portico refuses a script',
    message: { resultUri: 'javascript:alert(1)' },
  },
]
