/** What the office's tests give the worker: its OFFICE store (Cloudflare KV) in memory, and settings for a GitHub double. */
import type { GitHubDouble } from '../../scripts/office/github-double.ts'
import type { Env, Kv } from '../../src/worker/env.ts'

/** The OFFICE store in memory, expiry included, with its keys to look at. */
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

export type TestEnv = Env & { OFFICE: ReturnType<typeof memoryKv> }

/** The worker's settings for the GitHub double's repository, with an empty OFFICE store and no site files. */
export function envFor(double: GitHubDouble, extra: Partial<Env> = {}): TestEnv {
  return {
    ASSETS: { fetch: async () => new Response('') },
    OFFICE: memoryKv(),
    GITHUB_API: double.url,
    GITHUB_APP_ID: double.appId,
    GITHUB_APP_PRIVATE_KEY: double.privateKeyPem,
    GITHUB_INSTALLATION_ID: double.installationId,
    GITHUB_REPOSITORY: `${double.owner}/${double.repo}`,
    GITHUB_BRANCH: 'main',
    ...extra,
  } as TestEnv
}
