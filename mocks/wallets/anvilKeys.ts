// The well-known private keys of anvil's first funded accounts (the addresses are in
// fixtures.anvilAccounts). Public test keys: never fund them on a real network.
export const anvilPrivateKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
] as const satisfies readonly `0x${string}`[]
