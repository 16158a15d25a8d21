/**
 * `npm run notify:content`, before each deploy of the hosted notification function (docs/DEPLOY.md), writes the
 * two files it is deployed with, neither committed, so neither can be older than the code and content beside it:
 *
 *   content.json        what a notification says that comes from the site's content: the promises
 *                       (pages/_site/forms.yaml, `promises`), the service labels (pages/_site/forms.yaml),
 *                       the brand and domain (the function cannot read YAML);
 *   outbox.bundle.js    the delivery engine (./outbox.ts) with what it imports from src/ (what a notification says,
 *                       src/notifications; the address grammar, src/lib/mailbox.ts) in one module: Supabase's
 *                       bundler takes no file from outside supabase/functions.
 */
import { writeFileSync } from 'node:fs'
import { build } from 'esbuild'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readYamlFile } from '../lib/content/fs-source.ts'
import { GUIDE_LEAD_MESSAGE } from '../../src/backend/leads.ts'
import { CAMPAIGN_SOURCE_PAGE } from '../../src/backend/protocol.ts'
import type { NotifyContent } from '../../src/notifications/message.ts'
import type { Forms, Site } from '../../src/generated/content.ts'
import { promiseLine, type PromiseKind } from '../../src/lib/promise.ts'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const NOTIFY_CONTENT_FILE = 'supabase/functions/notify/content.json'

export function readNotifyContent(root = REPO_ROOT): NotifyContent {
  const site = readYamlFile(root, 'pages/_site/site.yaml') as Site
  const forms = readYamlFile(root, 'pages/_site/forms.yaml') as Forms
  const promised = (kind: PromiseKind) => promiseLine(forms.promises?.[kind])
  return {
    brand: site.brand.name,
    domain: site.domain.replace(/\/+$/, ''),
    promises: { callback: promised('callback'), contact: promised('contact'), enquiry: promised('enquiry'), guide: promised('guide') },
    services: Object.fromEntries((forms.leadForm?.services ?? []).filter((s) => s.value).map((s) => [s.value, s.label])),
    campaignPage: CAMPAIGN_SOURCE_PAGE,
    guideMessage: GUIDE_LEAD_MESSAGE,
    ...(site.notify.whatsapp ? { whatsapp: { ...site.notify.whatsapp } } : {}),
    ...privacyWords(root),
  }
}

type ChoicesSection = { type: string; mail?: NotifyContent['privacyMail']; noticeMail?: NotifyContent['noticeMail'] }

/** The privacy-choices section of a page, or undefined when the page or the section is not there. */
function choicesSection(root: string, file: string): ChoicesSection | undefined {
  try {
    return (readYamlFile(root, file) as { sections?: ChoicesSection[] }).sections?.find((s) => s.type === 'privacy-choices')
  } catch {
    return undefined
  }
}

/**
 * The e-mails to a person: the confirmation's and the notice's words (pages/privacy/choices.yaml, `mail`,
 * `noticeMail`), and the confirmation's in Hindi (pages/hi/privacy/choices.yaml, `mail`).
 */
function privacyWords(root: string): Pick<NotifyContent, 'privacyMail' | 'noticeMail' | 'privacyMailHi'> {
  const section = choicesSection(root, 'pages/privacy/choices.yaml')
  const hindi = choicesSection(root, 'pages/hi/privacy/choices.yaml')
  return {
    privacyMail: section?.mail,
    ...(section?.noticeMail ? { noticeMail: section.noticeMail } : {}),
    ...(hindi?.mail ? { privacyMailHi: hindi.mail } : {}),
  }
}

export function notifyContentJson(root = REPO_ROOT): string {
  return `${JSON.stringify(readNotifyContent(root), null, 2)}\n`
}

export const NOTIFY_BUNDLE_FILE = 'supabase/functions/notify/outbox.bundle.js'

/** The delivery engine and all it imports as one ES module, for Deno (no import left in it). */
export async function notifyBundle(outfile = join(REPO_ROOT, NOTIFY_BUNDLE_FILE)): Promise<void> {
  await build({
    entryPoints: [join(REPO_ROOT, 'supabase/functions/notify/outbox.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'silent',
    banner: { js: '// Written by `npm run notify:content` from supabase/functions/notify/outbox.ts and src/: not edited, not committed.' },
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(REPO_ROOT, NOTIFY_CONTENT_FILE), notifyContentJson())
  await notifyBundle()
  console.log(`wrote ${NOTIFY_CONTENT_FILE} and ${NOTIFY_BUNDLE_FILE}`)
}
