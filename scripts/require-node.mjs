// Fails early and clearly when npm scripts run on a Node older than 22.
// The project brings Node 24 as the `node` devDependency; if install scripts were
// skipped (`--ignore-scripts`) npm falls back to the system Node and the test tools
// break with obscure errors (vitest 5: `Map.groupBy is not a function`).
const [major] = process.versions.node.split('.').map(Number)
if (major < 22) {
  console.error(
    `portico: Node ${process.versions.node} is too old; Node >= 22 is required.\n` +
      'Run `npm install` (without --ignore-scripts) so node_modules/.bin/node (Node 24) is used by npm scripts.',
  )
  process.exit(1)
}
