import { loadEnv, type Plugin } from 'vite'
import type { LocalBackend } from './backend/index.ts'

let current: LocalBackend | undefined
let currentNotifier: { stop(): Promise<void> } | undefined

/** `npm run dev`: the same local backend as `npm start`, as middleware of the dev server (unless Supabase is configured). */
export function localBackendPlugin(): Plugin {
  return {
    name: 'local-backend',
    apply: 'serve',
    async configureServer(server) {
      // Vitest runs a Vite server too; tests start their own backends on temporary folders. The visual editor
      // (npm run edit) sends no form from its preview, so it opens no backend and can run beside npm run dev.
      // Vite's own resolved settings (.env files and the environment): a Supabase project there needs no local backend.
      if (server.config.env.VITE_SUPABASE_URL || process.env.VITEST || process.env.SITE_EDITOR) return
      const { createLocalBackend, localBackendMiddleware } = await import('./backend/index.ts')
      // A restart of the dev server (config change) must release the data folder first.
      await currentNotifier?.stop()
      await current?.close()
      current = await createLocalBackend({ log: (m) => server.config.logger.info(m) })
      const backend = current
      // The notices the site shows, so that the database takes a lead's notice only when it is one of them.
      // And the office's clock (forms.yaml promises, site.yaml hours), from which each enquiry's due time is set.
      const { registerNotices } = await import('./lib/notices.ts')
      const { registerClock } = await import('./lib/office-clock.ts')
      const register = () =>
        Promise.all([registerNotices(backend, server.config.root), registerClock(backend, server.config.root)]).catch((error: unknown) =>
          server.config.logger.warn(`local backend: the site's privacy notices or promises could not be registered (${String(error)}).`),
        )
      await register()
      // A notice or a promise changed while the dev server runs is the one its pages now show.
      server.watcher.on('change', (file) => {
        if (/pages\/_site\/(forms|site)\.yaml$/.test(file.replaceAll('\\', '/'))) void register()
      })
      server.middlewares.use(localBackendMiddleware(backend))
      // Each new enquiry is delivered (NOTIFY_* settings) or printed in this terminal: scripts/notify.
      const { startLocalNotifier } = await import('./notify/dispatcher.ts')
      const notifier = (currentNotifier = startLocalNotifier(backend, {
        env: loadEnv(server.config.mode, server.config.envDir || server.config.root, 'NOTIFY_'),
        log: (m) => server.config.logger.info(m),
      }))
      // `npm run leads` and the editor read through this server while it runs (LocalBackend.share).
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address()
        if (address && typeof address === 'object')
          backend.share(`http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`)
      })
      server.httpServer?.on('close', () => void notifier.stop().finally(() => backend.close()))
    },
  }
}
