/** The office's OFFICE store (Cloudflare KV) in memory for tests, expiry included, with its keys to look at. */
import type { Kv } from '../../src/office/env.ts'

export function memoryKv(): Kv & { keys: () => string[] } {
  const data = new Map<string, { value: string; until?: number }>()
  const live = (key: string) => {
    const v = data.get(key)
    if (v?.until !== undefined && v.until < Date.now()) data.delete(key)
    return data.get(key)
  }
  return {
    get: (async (key: string, type?: 'json') => {
      const v = live(key)?.value
      return v === undefined ? null : type === 'json' ? JSON.parse(v) : v
    }) as Kv['get'],
    put: async (key, value, options) =>
      void data.set(key, { value, until: options?.expirationTtl ? Date.now() + options.expirationTtl * 1000 : undefined }),
    delete: async (key) => void data.delete(key),
    list: async ({ prefix }) => ({
      keys: [...data.keys()].filter((k) => k.startsWith(prefix) && live(k)).map((name) => ({ name })),
      list_complete: true,
    }),
    keys: () => [...data.keys()],
  }
}
