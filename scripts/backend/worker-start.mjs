// Starts the database thread (worker.ts) with tsx's loader, whatever the process that made the thread was
// started with (node --import tsx, Vite's dev server, Vitest).
import { register } from 'tsx/esm/api'

register()
await import('./worker.ts')
