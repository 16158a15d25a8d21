/* global module */
/**
 * The import structure's rules (docs/ARCHITECTURE.md): what may import what, and no circle between files,
 * type-only imports included. `npm run deps` checks them, and then that no circle runs between the structure's
 * parts either (scripts/folder-circles.ts); `npm test` runs it. None is broken today, and none may be.
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
      to: { path: '^(src/(editor|editor-calls|contract|worker)/|scripts/)' },
    },
    {
      name: 'notifications-say-only',
      severity: 'error',
      comment:
        "What a notification says (src/notifications) is read by the browser, the worker, Node and the hosted function alike: it imports only the address grammar, the phone rule and the promises' clock (src/lib/mailbox.ts, phone.ts, promise.ts), nothing of any runtime.",
      from: { path: '^src/notifications/' },
      to: { path: '^(src/(?!notifications/|lib/(mailbox|phone|promise)\\.ts$)|scripts/|supabase/)' },
    },
    {
      name: 'visitor-site-layers',
      severity: 'error',
      comment:
        "The visitor's site from the bottom up: lib, content, backend, seo; components; forms; sections; app. No folder imports one above it (a hook every layer uses lives in lib).",
      from: { path: '^src/(lib|content|backend|seo)/' },
      to: { path: '^src/(components|forms|sections|app)/' },
    },
    {
      name: 'visitor-site-layers-components',
      severity: 'error',
      comment: 'Shared components sit below the forms, the sections and the page shell.',
      from: { path: '^src/components/' },
      to: { path: '^src/(forms|sections|app)/' },
    },
    {
      name: 'visitor-site-layers-forms',
      severity: 'error',
      comment: 'The forms sit below the sections that show them and the page shell.',
      from: { path: '^src/forms/' },
      to: { path: '^src/(sections|app)/' },
    },
    {
      name: 'visitor-site-layers-sections',
      severity: 'error',
      comment: 'The sections sit below the page shell that renders them.',
      from: { path: '^src/sections/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'browser-and-worker-not-to-node-tools',
      severity: 'error',
      comment: "The browser's and the host functions' code does not import the Node command-line tools (scripts/).",
      from: { path: '^src/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'checker-below-the-editor',
      severity: 'error',
      comment: 'The checker (src/checker) runs under the site, the editor and the tools alike: it imports none of them.',
      from: { path: '^src/checker/' },
      to: { path: '^(src/(editor|editor-calls|contract|worker)/|scripts/)' },
    },
    {
      name: 'contract-below-both-sides',
      severity: 'error',
      comment:
        "The editor's contract (src/contract: route table, sentences, file and place names, picture rules, person, the one refusal) is shared by the browser app, the handlers, the Node server and the worker: it imports none of them.",
      from: { path: '^src/contract/' },
      to: { path: '^(src/(editor|editor-calls|worker)/|scripts/)' },
    },
    {
      name: 'handlers-below-their-hosts',
      severity: 'error',
      comment:
        "The handlers and shared editor logic (src/editor-calls) run on the office computer and in the host's worker: they import the editor's contract, never its screens or a host.",
      from: { path: '^src/editor-calls/' },
      to: { path: '^src/(editor|worker)/' },
    },
    {
      name: 'browser-app-not-to-server-code',
      severity: 'error',
      comment:
        "The editor's browser app talks to the handlers over HTTP only (src/editor/api.ts): it imports no handler and no host function.",
      from: { path: '^src/editor/' },
      to: { path: '^src/(editor-calls|worker)/' },
    },
    {
      name: 'worker-not-to-browser-app',
      severity: 'error',
      comment: "The host functions (src/worker) import the editor's contract, never its screens.",
      from: { path: '^src/worker/' },
      to: { path: '^src/editor/' },
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
