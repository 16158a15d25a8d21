/* global module */
/**
 * The import structure's rules (docs/ARCHITECTURE.md): what may import what, and no circles, type-only imports
 * included. `npm run deps` checks them; `npm test` runs it. The imports that break a rule today, written down
 * in .dependency-cruiser-known-violations.json, are the work of moving code by where it runs (issue 38): a new
 * one fails, and one that goes away must leave the list (`npm run deps -- --baseline`).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports (type-only ones too): each module must be readable without the ones that import it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'visitor-site-not-to-editor',
      severity: 'error',
      comment: "The visitor's site never loads the editor's, the office's or the command-line tools' code.",
      from: { path: '^src/(app|sections|components|content|forms|lib|backend|dev|styles)/' },
      to: { path: '^(src/(editor|office)/|scripts/)' },
    },
    {
      name: 'browser-and-worker-not-to-node-tools',
      severity: 'error',
      comment: "The browser's and the host functions' code does not import the Node command-line tools (scripts/).",
      from: { path: '^src/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'no-node-builtins-in-browser-or-worker',
      severity: 'error',
      comment: 'Code that runs in a browser or in the host functions imports no node: module.',
      from: { path: '^src/' },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|src/generated/validators\\.js)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
