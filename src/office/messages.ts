/**
 * Every sentence the office's host functions say, in one place, in the office's words: what happened and
 * what to do next. The editor's own sentences stay in src/editor/messages.ts.
 */
import { MAX_WEB_PICTURE_BYTES } from '../editor/picture-rules.ts'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export const officeMessages = {
  otherSite: 'This request did not come from the office editor’s own page, so it was refused.',
  notJson: 'The editor sent something it should not have. Reload the page and try again.',
  tooLarge: `That is too large to send in one go. A picture, once the editor has made it ready, must be under ${MAX_WEB_PICTURE_BYTES / 1024 / 1024} MB.`,
  notSignedIn: 'Please sign in again: you were signed out, or your sign-in has expired.',
  removedFromOffice: (by: string, at: string) =>
    `${by} removed you from the office on ${new Date(at).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' })}: you cannot change the website any more. What you saved before stays, named as yours, for the others to publish or discard. If this is a mistake, ask an owner for a new invitation.`,
  ownersOnly: 'Only an owner can invite, remove or re-invite people.',
  noSuchCall: 'The editor asked for something this website does not offer. Reload the page.',
  tooManyAttempts: (seconds: number) =>
    `Too many attempts from here. Wait ${seconds < 90 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute')} and try again.`,
  setupClosed: 'This website already has an owner. Ask them for an invitation link.',
  setupCodeTooShort: (min: number) =>
    `The office editor's set-up code is too short to be safe: whoever looks after the site sets OFFICE_SETUP_CODE to at least ${min} random characters (docs/DEPLOY.md, section 11).`,
  wrongSetupCode: 'That set-up code is not right. It is in the website’s settings (OFFICE_SETUP_CODE).',
  noInvite: 'This invitation link has expired or was already used. Ask an owner for a new one.',
  nameNeeded: 'Write the person’s name (2 to 60 letters) so that everyone can see who published what.',
  passkeyFailed: 'Your device’s passkey could not be checked. Try again, or ask an owner to re-invite you.',
  unknownPasskey: 'This passkey does not belong to anyone at this office any more. Ask an owner to invite you again.',
  signInExpired: 'The sign-in took too long. Press Sign in again.',
  lastOwner: 'You are the only owner. Invite another owner before removing yourself.',
  noSuchPerson: 'That person is no longer in the list. Reload the page.',
  roleNeeded: 'Choose whether the person is an owner or staff.',
  failed: 'Something went wrong on the website’s side. Nothing was changed; try again in a minute.',
  notConfigured: (what: string) => `The office editor is not set up yet: ${what} is missing from the website’s settings.`,
}

/** What the hosted store says about the repository, drafts and publishing. */
export const storeMessages = {
  schemaMismatch:
    'The website is being updated (its forms and the published files are from different versions). Try again in a few minutes; nothing was changed.',
  goesLive: (branch: string, repo: string) =>
    `Your changes go live: the host rebuilds the website in a few minutes. (For whoever looks after the site: ${branch} of ${repo} on GitHub.)`,
  goesForReview: (branch: string, repo: string) =>
    `Your changes go for review first; the website changes once someone accepts them. (For whoever looks after the site: a pull request into ${branch} of ${repo} on GitHub.)`,
  staleBroughtIn:
    'Not published: someone else published a change a moment ago, and nothing of theirs was overwritten. Your changes are kept, and theirs are now brought in: check your page and press Publish again.',
  staleClash: (titles: string) =>
    `Not published: someone else published a change to ${titles} since you started, and nothing of theirs was overwritten. Your changes are kept. Both versions are below: choose, for each page, whether to keep yours or theirs, then publish.`,
  published: (who: string) => `Published by ${who}. The website updates when the host has rebuilt it, in a few minutes.`,
  sentForReview: (url: string) => `Sent for review. The website changes once it is accepted. (For whoever looks after the site: ${url}.)`,
  enquiriesNotConnected:
    'The enquiries are not connected to the web address yet: whoever looks after the site sets SUPABASE_URL and SUPABASE_SECRET_KEY in the website’s settings (docs/DEPLOY.md, section 11). Until then they are read with the office computer’s editor.',
  picturesLeftOut: (count: number, names: string) =>
    ` ${count === 1 ? 'One picture no page shows was' : `${count} pictures no page shows were`} left out (${names}); ${count === 1 ? 'it stays' : 'they stay'} with the office's saved changes.`,
}
