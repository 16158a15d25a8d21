/**
 * Debian's Chromium driven through playwright-core, for the browser tests, the rehearsal, the benchmarks
 * and the screenshot scripts. Nothing is downloaded: the browser is the system's (`apt-get install -y chromium`).
 */
import fs from 'node:fs'
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]
  const found = candidates.find((c) => fs.existsSync(c))
  if (!found) throw new Error('Chromium not found: install it with `apt-get install -y chromium` (CI does this in .ci/run).')
  return found
}

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
}

/** A passkey for this page's browser tab: Chromium's virtual authenticator, answering without a touch. */
export async function addPasskeyDevice(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return cdp
}
