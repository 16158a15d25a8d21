/**
 * The editor's own sentences, in one place: every refusal its handlers send (src/editor-calls/, as
 * `new CallError(status, { error: messages.… })`), every notice, question and error its screens show
 * (src/editor/), and the answers that say what was done. Grouped by subject; an entry is a sentence, or a
 * function of text and numbers for a sentence with values in it; the web address's sign-in page and host
 * functions have their groups here too (signIn, access, repository). It imports only the file names and picture
 * rules, so the local server, the browser and a hosted function can all use it: a file is named
 * here as the office knows it, never by its path. tests/unit/editor-messages.test.ts checks that every entry is
 * used and what words they avoid.
 *
 * Not here, because they are other modules' words:
 * - the checker's problems and hints (src/checker), which the editor words from their parts (src/checker/said.ts,
 *   problemWords in ./text.ts);
 * - the rewording of schema help for the forms (PLAIN_TEXTS in src/editor-calls/schemas.ts);
 * - labels, headings and help on the screens themselves (in their components);
 * - why a price typed or repriced looks unusual (src/editor/price-sanity.ts).
 */
import { fileName } from './file-names.ts'
import { MAX_WEB_PICTURE_BYTES } from './picture-rules.ts'
import type { Area, Role } from './roles.ts'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** A file as the office knows it, first in a sentence: "The page at /about", "Price book". */
const named = (file: string) => {
  const name = fileName(String(file))
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** "one problem" or "3 problems", and the like. */
const counted = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`)

/** The roles in the office's words (src/contract/roles.ts). */
const roleWords: Record<Role, string> = { owner: 'Owner', editor: 'Editor', desk: 'Front desk' }

export const messages = {
  /** Requests the server cannot take at all. */
  requests: {
    signInToCarryOn:
      'Not done: you are signed out. Sign in again (reload the page if the dialog is gone), then do it again: what you typed is still on the screen.',
    notJson: 'The request was not JSON.',
    noFields: 'The request carried no fields; nothing was changed.',
    notJsonType: 'The editor sends JSON; this request was not.',
    noSuchCall: 'The editor asked for something this website does not offer. Reload the page.',
    fieldTwice: (field: string) => `The editor sent "${field}" twice, so nothing was done. Reload the page and try again.`,
    onlyGet: 'Only GET here.',
    failed: (why: string) => `The editor hit an error and changed nothing: ${why}`,
    pictureTooLarge: (mb: string) => `That picture is too large (at most ${mb}); save a smaller copy and try again.`,
    tooLarge: (mb: string) => `That is too large (at most ${mb}): more than a page file can hold. Nothing was changed.`,
    lacks: (what: string) => `The request did not say ${what}.`,
    unreachable:
      'The editor cannot reach the program behind it on this computer: was its window closed? Start the editor again the way you opened it, or ask whoever set up the site.',
    onlyThisComputer: 'The editor answers only on the computer it runs on: open it there.',
    onlyOwnPage: 'The editor answers only its own page: open the editor again from the address it showed when it started.',
  },

  /** Naming, opening and writing a file. */
  files: {
    noFile: 'The request named no page file.',
    notAPageFile: (file: string, hint: string) => `"${file}" is not the name of a page file (write it as the page list shows it).${hint}`,
    didYouMean: (file: string) => ` Did you mean ${file}?`,
    missing: (file: string) => `${named(file)} does not exist (was it renamed or deleted?).`,
    shortcut: (file: string) =>
      `${named(file)} goes through a shortcut (a symbolic link) to somewhere else; the editor changes only the site's own page files.`,
    notInSite: (file: string) => `"${file}" is not the name of a page file the site has.`,
    cannotOpen: (file: string, why: string) =>
      `${named(file)} has a typing mistake the editor cannot read: ${why} Undo the change (see "Undoing a change" in the editing guide), or ask whoever looks after the site.`,
    notWritten: (verb: string, why: string) => `Not ${verb}: ${why}. Nothing was changed: every file is as it was.`,
  },

  /** Checking and saving a page or shared file. */
  save: {
    noData: 'The request did not carry the page as a set of fields; nothing was changed.',
    noVersion: 'The request did not say which version of the file it changes.',
    changedOnDisk: (title: string, by?: string, at?: string) =>
      `Not saved: ${title} was saved ${by ? `by ${by}` : 'in another window or tab'}${at ? ` (${at})` : ''} since you opened it. ` +
      'Below are the lines where their version differs from yours: red is yours, green is theirs. ' +
      'Show their version to go on from it (your changes here are then dropped), or keep editing and copy what you need first.',
    notSaved: (count: number, first: string) => `Not saved: ${counted(count, 'one problem stands', 'problems stand')}. First: ${first}`,
    missingField: (name: string) => `${name} is missing: this needs to be filled in.`,
    writeField: (name: string, description: string) => `Write the ${name}${description ? ` (${description})` : ''}.`,
    saved: 'Saved. The lines that changed in the file:',
    nothingToSave: 'Nothing to save: the file is as it was.',
    leaveUnsaved: 'This page has changes that are not saved. Leave it and lose them?',
    removeItem: (what: string, from: string) => `Remove “${what}” from ${from}? (Nothing is saved until you press Save.)`,
    chatToo: (phone: string, chat: string, digits: string) =>
      `You changed the phone number to ${phone}. The chat number (where the chat buttons lead) is still ${chat}.\n\n` +
      `Change the chat number to ${digits} too? Choose Cancel to keep the chat on its number.`,
  },

  /** What changed, and discarding a change there. */
  discard: {
    nothingChanged: 'No file changed since the last publish.',
    noPriceReport: (why: string) => `The price report could not be made: ${why}`,
    noFile: 'The request named no file to discard.',
    noChanges: (file: string) => `${named(file)} has no changes to discard (What changed lists the files that do).`,
    wouldBreak: (title: string, count: number, titles: string) =>
      `Discarding ${title} alone would break ${counted(count, 'another change that depends on it', 'other changes that depend on it')}: ${titles}. Discard them together, or keep it. Nothing was discarded.`,
    notDiscarded: (why: string) => `Not discarded: ${why}. Nothing was changed: every file is as it was.`,
    ask: (name: string, isNew: boolean) =>
      `Discard your changes to ${name}? This will ${isNew ? 'remove this new file' : 'put it back as it was at the last publish'}.`,
    askTogether: (refusal: string, list: string, count: number) => `${refusal}\n\n${list}\n\nDiscard all ${count} together?`,
  },

  /** Publishing the saved changes. */
  publish: {
    goesForReview: 'Your changes go for review first; the website changes once someone accepts them.',
    goesLive: "Your changes go to the website's shared copy; the host rebuilds the website from it in a few minutes.",
    noSummary: 'Write one line that says what changed (it is kept with the change); nothing was published.',
    controlCharacter:
      'The summary holds an invisible control character (pasted from somewhere, perhaps). Type it again without it; nothing was published.',
    summaryTooLong: (length: number, max: number) =>
      `The summary is ${length} characters long; at most ${max} are kept with the change. Shorten it; nothing was published.`,
    notConnected:
      'This copy of the site is not connected to the shared copy the website is built from, so there is nowhere to publish to. ' +
      'Ask whoever set up the site to connect it to the shared copy, then publish again. ' +
      'Your saved changes stay on this computer meanwhile.',
    onlyUnusedPictures:
      'Nothing to publish: the only new files are pictures no page shows. Put them on a page first (or delete them in What changed).',
    nothingNew: 'Nothing to publish: every saved change is live already.',
    checkFails: (count: number, first: string) =>
      `Not published: the check found ${counted(count, 'one problem', 'problems')}. First: ${first} Nothing was published.`,
    unreachable: (why: string) =>
      `Could not reach the shared copy of the site to publish (${why}). Check the internet connection and try again; your changes are saved here and nothing was published.`,
    clash: (named: string) =>
      `Not published: someone else changed ${named} in the same place since you started. Nothing was published and your changes are still here, saved. Below are both versions: choose which to keep, then publish again.`,
    aPage: 'a page',
    publishedBy: (who: string) => `Published by ${who} with the office editor.`,
    /** `list`: each author with their pages, "Asha Rao (About Us); Ravi Kumar (ESG Reporting)". */
    changesBy: (list: string) => `Changes saved by ${list}.`,
    othersUnfinished: (titles: string, count: number, who: string, people: number) =>
      `Not published: ${titles} ${count === 1 ? 'has a change' : 'have changes'} saved by ${who}, which may not be finished. For each, choose: put it live (once you have checked it with ${people === 1 ? who : 'them'}), leave it out (it stays saved for ${people === 1 ? who : 'them'}) or discard it; then publish again.`,
    failsWithTheirs: (first: string) =>
      `Not published: with the changes someone else published meanwhile, the check finds a problem: ${first} Fix it and publish again.`,
    refused: (where: string, why: string) =>
      `${where} refused the change (${why}). Nothing went live; your changes are kept here and go with the next Publish.`,
    theSharedCopy: 'The shared copy of the site',
    /** `pages`: what went for review, "About Us, Price book". */
    sentForReview: (pages: string, branch: string) =>
      `Sent for review: ${pages}. The website changes once it is accepted. (Its name for whoever accepts it: ${branch}.)`,
    /**
     * What actually went live (`pages`: "About Us, Price book"; '' when nothing of this person's did, as after
     * Keep theirs on every clash) and what this copy gained from others meanwhile.
     */
    published: (pages: string, broughtIn: number) =>
      (pages
        ? `Published: ${pages}. The website updates when the host has rebuilt it, in a few minutes.`
        : 'Nothing of yours went live: you kept their version of every page that clashed, and it was live already.') +
      (broughtIn
        ? ` This computer now also has ${broughtIn === 1 ? 'the change' : `the ${broughtIn} changes`} someone else had published meanwhile.`
        : ''),
    picturesLeftOut: (count: number, names: string) =>
      ` ${count === 1 ? 'One picture no page shows was' : `${count} pictures no page shows were`} left out (${names}); ${count === 1 ? 'it stays' : 'they stay'} on this computer.`,
  },

  /** Making, renaming and deleting pages. */
  pages: {
    wouldFail: (verb: string, count: number, first: string) =>
      `Not ${verb}: afterwards the check would find ${counted(count, 'a problem', 'problems')}, first ${first} Every file is as it was.`,
    sharedNotPages: 'Shared files are not pages: they cannot be renamed or deleted here.',
    keepNames: 'The home page and the not-found page keep their names.',
    hasPagesUnder: (route: string) =>
      `${route} has pages under it; rename or delete those first, or ask whoever looks after the site to move the whole folder.`,
    badAddress: (wanted: string, why: string) =>
      `"${wanted}" is not a good address: ${why} (For example services/compliance-services/gst-filing.) Nothing was changed.`,
    emptyAddress: 'it is empty.',
    sameAddress: 'That is the address it has already.',
    taken: (route: string) => `${route} is taken by another page; choose another address.`,
    noFolder: (route: string) => `There is no folder for ${route}: pages can move only into folders the site has.`,
    redirectGone: (redirect: string, route: string) =>
      `${redirect} is not a page that stays: choose another page of the site for visitors of ${route}. Nothing was changed.`,
    linkedFrom: (count: number) =>
      `Not deleted: ${count === 1 ? 'one place links' : `${count} places link`} to this page. Change those links, or delete it together with them.`,
    renamed: (route: string, old: string, links: number, hindi?: string) =>
      `Renamed: the page is now at ${route}. ${old} still opens it, and ${links} link${links === 1 ? '' : 's'} now point${links === 1 ? 's' : ''} to the new address.${hindi ? ` Its Hindi page moved with it, to ${hindi}.` : ''}`,
    /** A Hindi page's address follows its English page's (pages/hi/<same path>). */
    renameEnglish: (english: string) =>
      `A Hindi page keeps its English page’s address: rename ${english}, and its Hindi page moves with it.`,
    /** Said after a delete that took the page's Hindi version too. */
    hindiWent: (route: string) => ` Its Hindi page ${route} went with it.`,
    deletedTo: (routes: string, count: number, redirect: string, links: string) =>
      `Deleted the page. ${routes} now open${count === 1 ? 's' : ''} ${redirect}, and ${links ? `the ${links} to it now point there` : 'no other page linked to it'}.`,
    deletedLinked: (route: string, links: string, up: string) =>
      `Deleted ${route}; its address no longer opens anything. Of the ${links} to it, menu links and cards went with it, links in text became plain words, and buttons now lead to ${up}.`,
    deleted: (route: string) => `Deleted ${route}; its address no longer opens anything. No other page linked to it.`,
    hindiLinksToEnglish: (count: number, english: string) =>
      `${count === 1 ? 'One place links' : `${count} places link`} to this Hindi page; they will lead to its English page ${english} instead.`,
    deletedToEnglish: (route: string, english: string, links: string) =>
      `Deleted the Hindi page ${route}; ${english} stays in English${links ? `, and the ${links} to the Hindi page now lead there` : ''}.`,
    links: (count: number) => `${count} link${count === 1 ? '' : 's'}`,
    askDeleteTo: (page: string, redirect: string, linked: boolean) =>
      `Delete ${page}? Its address will open ${redirect}${linked ? ', and the links to it will lead there' : ''}. You can still Discard this in What changed until you publish.`,
    askDelete: (page: string, linked: boolean) =>
      `Delete ${page}${linked ? ' and the links to it' : ''}? Its address will stop working. You can still Discard this in What changed until you publish.`,
    serviceAddress: (slug: string) =>
      `A service page's address is its category's address and its own name, e.g. services/compliance-services/esg-compliance; "${slug}" is not one.`,
    exists: (route: string) =>
      `A page at ${route} exists already; nothing was changed. Open it from the page list, or choose another address.`,
    /** The New page form's own words for what the new:page command says with its options (../lib/scaffold.ts). */
    priceBookHas: (name: string) =>
      `The price book already has an entry for this service (${name}). Leave the starting price empty to show that entry's price, or change it in the price book.`,
    priceNotWhole: 'The starting price is a whole number of rupees, in digits (9999, not 9,999 or ₹9999).',
    priceOnlyForServices: 'A starting price goes with a service page only: leave it empty for other pages.',
    nameEmpty: 'Write the name of the page.',
    served: (route: string) => `${route} is the address of another page already; nothing was changed. Choose another address.`,
    noCategory: (path: string, known: string) => `No category of the site is at ${path}. The categories are: ${known}.`,
    siteHasProblems: (count: number) =>
      `The new page was not made: the site has ${counted(count, 'a problem', 'problems')} to fix first. Open them from the page list or Publish, fix them, then make the page.`,
    postCategory: (known: string) => `Choose one of the blog's categories: ${known}.`,
    noListToAdd: (what: string) => `The ${what} has no list to add the new page to; ask whoever looks after the site to add it by hand.`,
    notMade: (what: string) => `The new page was not made: ${what}.`,
    created: (page: string) => `Created ${page}.`,
    alsoWritten: (files: string) => `Also changed: ${files}.`,
  },

  /** Service cards on the category, home and pricing pages. */
  cards: {
    /** The card's place on a page's Hindi version, in the words of the service's Hindi page or in English, to translate. */
    onHindi: (page: string, position: number, of: number, translated: boolean) =>
      `its Hindi version ${page} (card ${position} of ${of}${translated ? '' : ', in English until you translate it'})`,
    noCategoryPage: (category: string) => `${category} has no category page to show the card on.`,
    choosePlace: 'Choose at least one page to show the card on.',
    noCardList: (where: string) => `There is no list of service cards on the ${where} page to add to.`,
    position: (raw: string, last: number) => `Position ${raw} is not between 1 and ${last}.`,
    wouldFail: (first: string) => `The card was not added: the check would find ${first}`,
    added: (pages: string) => `Added the card to ${pages}.`,
    already: 'The card is on those pages already.',
  },

  /** The pages' Hindi versions (src/editor-calls/translate.ts). */
  translations: {
    notEnglish: 'This is a Hindi page already: open its English page to make or check its translation.',
    staysEnglish: 'Blog articles stay in English; they have no Hindi version.',
    noPage: 'There is no such page.',
    exists: (route: string) => `${route} exists already; nothing was changed. Open it from the page list to translate it.`,
    notHindi: 'Only a Hindi page can be marked as up to date with its English page.',
    noEnglish: 'This Hindi page has no English page to be up to date with.',
    made: (route: string) => `Made ${route} from the English page: translate its words, keep its prices as they are, and publish.`,
    marked: 'Marked as up to date with the English page as it is now.',
    state: {
      current: 'Hindi: up to date',
      behind: 'Hindi: behind the English page',
      unmarked: 'Hindi: not marked as up to date',
      missing: 'Hindi: none yet',
      orphan: 'Hindi page without an English page',
    },
    create: 'Make the Hindi version',
    open: 'Open the Hindi version',
    openEnglish: 'Open the English version',
    markCurrent: 'Mark as up to date',
  },

  /** Pictures chosen or added. */
  pictures: {
    nothingSent: 'The request carried no picture (a name and its contents).',
    empty: (name: string) => `${name} is empty.`,
    tooLarge: (name: string, mb: number) => `${name} is larger than ${mb} MB; save a smaller copy and try again.`,
    unreadable: (name: string) =>
      `${name} is not a picture the editor can read. Choose a photo or image saved as JPEG, PNG, WebP, GIF or AVIF.`,
    couldNotRead: (name: string) => `${name} could not be read.`,
    /** The web address: the browser makes the picture ready (src/editor/web-ready.ts) and the host checks it. */
    cannotPrepare: (name: string) =>
      `This browser could not make ${name} ready for the web. Try again in an up-to-date Chrome, Edge, Firefox or Safari.`,
    tooLargeForWeb: (name: string, mb: number) =>
      `${name} is still larger than ${mb} MB once made ready for the web; save a smaller copy (cropped, or with fewer pixels) and try again.`,
    notWebReady: (name: string) =>
      `${name} was not made ready for the web by the editor (it must come as WebP or JPEG). Add it again with the editor's picture field.`,
    tooBig: (name: string, width: number, height: number, maxWidth: number, maxHeight: number) =>
      `${name} is ${width} × ${height} pixels; pictures are at most ${maxWidth} wide and ${maxHeight} tall. Add it again with the editor's picture field, which makes it smaller.`,
    notOnlyPicture: (name: string) =>
      `${name} holds more than the picture: camera data (place, time, device), a comment or other hidden bytes. Add it again with the editor's picture field, which makes every picture ready itself, with nothing but the picture.`,
    noSuchPicture: 'no such picture',
    linkAddress: 'Link to which address? A page of this site (for example /contact) or a full https:// address.',
  },

  /** The price book and amounts in rupees. */
  prices: {
    /** The price report of the saved changes (src/editor/PriceReport.tsx). */
    report: {
      nothingChanged: 'No price in the price book or on a page changed.',
      newEntry: (now: string) => `new in the price book at ${now}`,
      moved: (before: string, now: string) => `${before} → ${now}`,
      shownNowhere: 'No page shows it yet.',
      shows: (now: string) => `shows ${now}`,
      showsNow: (before: string, now: string) => `showed ${before}, shows ${now}`,
      removed: (id: string) => `${id} was taken out of the price book.`,
      staleHeading: 'Text that still shows an old price',
      noStale: 'None: every sentence that states one of these prices follows the price book.',
      staleShows: (shows: string, now: string) => `says ${shows}; the price book now says ${now}:`,
      staleFix:
        'In those sentences, put the price itself from the price book (the "Our price" fix does it) instead of the figure. A figure that is not one of our prices (a government fee, a limit in law) can stay.',
      offersHeading: 'Pages whose prices for search engines change',
      noOffers: 'None.',
    },
    renameWhat: 'Say which entry to rename and its new short name.',
    badShortName: (to: string) =>
      `"${to}" cannot be a short name: use lower-case letters, digits and single dashes, e.g. gst-registration.`,
    noEntry: (id: string) => `The price book has no entry "${id}".`,
    taken: (to: string) => `The price book already has an entry "${to}"; choose another short name.`,
    notRenamed: (count: number, first: string) => `Not renamed: it would leave ${counted(count, 'a problem', 'problems')}. First: ${first}`,
    saveFirst: 'Save or undo your changes first: renaming changes the files on disk.',
    askNewName: (from: string) =>
      `New short name for "${from}" (lower-case letters, digits and dashes). Every page that shows its price follows.`,
    renamed: (from: string, to: string, count: number, files: string) => `Renamed "${from}" to "${to}" in ${count} files: ${files}.`,
    askUnusual: (list: string) => `Are you sure of these prices?\n\n${list}\n\nOK saves them; Cancel goes back to change them.`,
    struckThrough: (price: string) => `The struck-through price is now ${price}. Press Save again to save both changes.`,
    amountForm: 'Write the price in rupees, e.g. 3,499 or Rs. 3,499 or 1.5 lakh.',
    oddCommas: (figure: string) => `The commas in ${figure} are in odd places: write it as 3,499 or 1,00,000.`,
    wholeRupees: 'Prices are whole rupees: leave out the paise (write 3,499, not 3,499.50).',
    tooLargeAmount: 'That figure is too large to be a price.',
    badgeGoes: (was: number, original: string) =>
      `Its discount badge “${was}% off” disappears${original ? `: the struck-through price ${original} is no longer higher` : ''}.`,
    badgeComes: (now: number, original: string) => `It gets a discount badge “${now}% off” (against the struck-through price ${original}).`,
    badgeChanges: (was: number, now: number, original: string) =>
      `Its discount badge changes from “${was}% off” to “${now}% off” (the struck-through price stays ${original}).`,
  },

  /** Enquiries from the site's forms. */
  enquiries: {
    notGiven: (why: string) => `Supabase did not give the enquiries (${why}). Check the project address and key.`,
    notTaken: (why: string) => `Supabase did not take it (${why}).`,
    siteHoldsThem:
      'The website running on this computer holds the enquiries and does not share them with the editor (it was started in an older way, or before this version). Ask whoever set up the site to restart it, or close its window, then press Reload. (With the hosted database configured, the list reads from there instead.)',
    whichNotification: 'Which notification? (a number)',
    nothingStored: 'Nothing is stored on this computer yet.',
    whichEnquiry: 'Which enquiry?',
    noSuchEnquiry: 'That enquiry is no longer there (it was removed since the list was read). Press Reload.',
    statuses: 'The status is new, called, done or became a client.',
    noteTooLong: 'A note is text of at most 2000 characters.',
    /** The conversion action's name in Google Ads: the upload matches it by this name (docs/OFFICE.md). */
    conversionName: 'Became a client',
    noConversions: (days: number) =>
      `No enquiry that came by a Google ad click in the last ${days} days is marked "Became a client" yet: nothing to upload.`,
    conversionsSaved: (n: number) => `Saved ${n} ${n === 1 ? 'conversion' : 'conversions'}: upload the file in Google Ads.`,
    feeWrong: 'The fee is a whole number of rupees, from 0 to 10,00,00,000 (ten crore), without commas or a ₹ sign.',
    feeOnlyForClients: 'A fee goes with "Became a client" only: choose that status, or leave the fee empty.',
    sending: 'Sending…',
    queued: 'Queued: the running site sends it within seconds (or when it next starts).',
    notFailed: 'It was not failed any more.',
    saving: 'Saving…',
    saved: 'Saved.',
  },
  history: {
    noSuchPublish: 'That publish is not among the last ones listed. Press Reload.',
    cannotUndo: 'That publish cannot be put back from here (it is still waiting for review, or it is the first one).',
    nothingToPutBack: 'That publish changed no page that can be put back (only pictures or files the office does not edit).',
    changedSince: (titles: string, count: number) =>
      `Not put back: ${titles} ${count === 1 ? 'has' : 'have'} changed since that publish (a later publish or a saved change). Putting it back would undo that too: change the page by hand instead.`,
    verb: 'put back',
    putBack: (summary: string, titles: string) =>
      `"${summary}" is put back as it was before, as saved changes to ${titles}. Check them in What changed, then publish.`,
  },
  /** The name of the person at the office computer, asked once (src/contract/person.ts). */
  person: {
    ask: "Who is at this computer? Your name is kept with each status you set and in the record of who read people's details. This browser remembers it, so it is asked once.",
    label: 'Your name',
    keep: 'Continue',
    needed: 'Write your name first.',
    youAre: (name: string) => `Working as ${name}.`,
    change: 'Not you? Change the name',
  },
  privacy: {
    deskLead:
      'Requests from the privacy choices page. A request counts once the person confirms it: by the e-mailed link, or on your call back when they gave only a phone number. Withdrawals and erasures are carried out at once when confirmed; answer the others by their date. Overdue ones come first.',
    kinds: {
      withdraw: 'Stop contacting me (withdraw consent)',
      access: 'Show me what you hold',
      correct: 'Correct what you hold',
      erase: 'Erase what you hold',
      grievance: 'Grievance',
    },
    states: {
      unconfirmed: 'waiting for the person to confirm by the e-mailed link',
      'to-call': 'gave only a phone number: call back to confirm',
      confirmed: 'confirmed: to answer',
      done: 'done',
      refused: 'refused',
    },
    overdue: 'Overdue',
    saving: 'Saving…',
    answered: 'Saved: answered.',
    refusedSaved: 'Saved: refused.',
    confirmedOnCall: 'Confirmed. A withdrawal or erasure is carried out now; anything else waits for your answer.',
    /** On an open request: what the same person has had done since it arrived. */
    since: (list: string) => `Since this request, this person ${list}. Answer the request with that in mind (the file says so too).`,
    sinceOne: (kind: 'withdraw' | 'erase', at: string) =>
      kind === 'erase' ? `had everything we held erased (${at})` : `withdrew their consent (${at})`,
    waitingForLink: 'Nothing to do until the person opens the link (it works for 7 days).',
    fileHint:
      'Send it by e-mail to the address above, the one the request was confirmed from, and to no other; then write that you did below.',
    nothingOpen: 'No request waiting.',
    earlierLead:
      'People who enquired or signed up before the forms showed a privacy notice are sent it once, by e-mail (the words are on the privacy choices page, noticeMail). Pressing twice sends nothing twice; nobody who withdrew is sent it.',
    earlierCounts: (waiting: number, sent: number) =>
      `${waiting === 0 ? 'Nobody is' : `${waiting} ${waiting === 1 ? 'person is' : 'people are'}`} waiting for it; ${sent} sent already.`,
    phoneOnly: (n: number) => `${n} gave only a phone number: tell ${n === 1 ? 'them' : 'each'} by phone.`,
    sendSure: (n: number) => `Send the privacy notice by e-mail to ${n} ${n === 1 ? 'person' : 'people'}?`,
    noticeQueued: (n: number) => (n === 0 ? 'Nobody was waiting for it.' : `Queued for ${n}: the site sends the e-mails within minutes.`),
    readsLead:
      'Every time someone at the office opened the enquiries or a request, or downloaded them: kept for one year. Only owners see this.',
    noReads: 'Nobody has read any yet.',
    downloads: {
      csv: 'downloaded as CSV',
      'what-we-hold': 'downloaded "What we hold"',
      'command-line': 'listed on the office computer’s command line',
      'command-line-csv': 'printed as CSV on the office computer’s command line',
      'command-line-json': 'printed in full, for a program, on the office computer’s command line',
    },
    noNoticeRecorded: 'Sent before the forms showed a privacy notice (see Privacy requests: "Earlier enquirers").',
    noNoticeSent:
      'Sent without a privacy notice, after the forms showed one: not from one of the site’s forms as they are. Kept; it is not sent the notice by "Earlier enquirers".',
    noticeNotPublished:
      'Sent with a privacy notice the site never published: its words were not kept. Kept; it is not sent the notice by "Earlier enquirers".',
    noticeNotChecked:
      'Recorded before the site’s notices were registered: these words came from the visitor’s browser and were not compared with the site’s.',
    reading: 'Reading…',
    purposes: {
      enquiry: 'replying to this enquiry',
      source: 'learning which pages and campaigns bring enquiries',
      newsletter: 'the newsletter',
    },
    notMigrated:
      "The database does not have the rights desk's functions yet. A developer applies the newest migrations (docs/DEPLOY.md), then press Reload.",
    whichRequest: 'Which request?',
    confirmedOrNot: 'Say whether the person confirmed the request on the call.',
    notWaitingForCall: 'That request is not waiting for a call any more (someone else answered it). Press Reload.',
    doneOrRefused: 'Mark the request answered or refused.',
    noteNeeded: 'Write what was done (at most 2000 characters): it is the record of the answer.',
    notConfirmed:
      'Only a confirmed request can be answered here. Withdrawals and erasures are carried out when they are confirmed; press Reload to see where this one stands.',
    confirmFirst:
      'The file is made only for a confirmed request: the person confirms by the e-mailed link, or you confirm after calling them back.',
    whichNotice: 'Which notice? (its version)',
    noSuchNotice: 'That notice version is not stored.',
    file: {
      heading: (brand: string) => `What ${brand || 'we'} hold${brand ? 's' : ''} about you`,
      forContact: (contact: string) => `For: ${contact}`,
      made: (now: string, confirmed: string) => `Made: ${now} (IST), for the request confirmed ${confirmed} (IST)`,
      none: 'none',
      /** A table an erasure emptied. */
      erased: (at: string) => `none now: erased at your request on ${at} (IST)`,
      since: 'Since you made this request:',
      youErased: 'you asked us to erase your data, and we did',
      youWithdrew: 'you withdrew your consent: we no longer contact you',
      sealed: (n: number) => `${n === 1 ? 'one record' : `${n} records`} erased: kept sealed for a year, read by nobody, then deleted`,
      tables: {
        lead_submissions: 'Enquiries you sent (forms on the website)',
        enquiry_progress: "Our office's notes on those enquiries",
        ebook_downloads: 'Guide requests',
        newsletter_subscriptions: 'Newsletter sign-ups',
        notifications: 'Notices of your enquiries sent to our office',
        withdrawals: 'Times you withdrew your consent',
        erasures: 'Times you asked us to erase your data',
      },
      processors: 'Who processes this data for us:',
      purposes:
        'What it is used for: to reply to your enquiries and call you back about them, and to learn which of our pages and campaigns bring enquiries (the privacy notice each form showed). To correct or erase any of it, reply to the e-mail this file came with, or use the privacy choices page on our website.',
    },
  },

  /** The web address's page around the editor: signing in with a passkey, and the people who may edit (src/editor/office). */
  signIn: {
    title: 'Site editor',
    signInLead: 'Sign in with the passkey on this device: your fingerprint, face or screen lock.',
    signIn: 'Sign in',
    signingIn: 'Waiting for your device…',
    inviteLead: (name?: string) =>
      `${name ? `Welcome, ${name}. ` : 'Welcome. '}Make a passkey on this device to sign in from now on. Nothing to remember: your device keeps it.`,
    /** The invited person's page: whom the invitation is for, who made it and the work it gives. */
    invitedBy: (name: string, by: string, role: Role, again: boolean) =>
      again
        ? `Welcome back, ${name}. ${by} sent you this link to make a new passkey, for a new or replaced device; your work at the office stays ${roleWords[role]}.`
        : `Welcome, ${name}. ${by} invited you to the office of this website, as ${roleWords[role]}.`,
    notYou: (name: string, by: string) => `Not ${name}? Do not go on: tell ${by} that this link reached the wrong person.`,
    makePasskey: 'Make my passkey',
    setupLead: 'This website has no owner yet. Make the first owner’s passkey with the set-up code from the website’s settings.',
    yourName: 'Your name',
    name: 'Name',
    setupCode: 'Set-up code',
    noPasskeyHelp: 'No passkey on this device? Ask an owner of the office for an invitation link.',
    deviceCancelled: 'The passkey prompt was closed before it finished. Press the button to try again.',
    deviceFailed: 'This device could not use a passkey here. Try another browser or device, or ask an owner to re-invite you.',
    unreachable: 'The website could not be reached. Check the internet connection and try again.',
    signedInAs: (name: string) => `Signed in as ${name}`,
    signOut: 'Sign out',
    signInAgainTitle: 'Sign in again to carry on',
    signInAgainLead:
      'Your sign-in has ended (it lasts 12 hours, or you signed out in another tab). Sign in again: this screen stays as it is, with what you typed, and what you were doing goes on.',
    people: 'People',
    peopleTitle: 'People who can edit the website',
    close: 'Close',
    roles: roleWords,
    roleOf: (name: string) => `What ${name} does`,
    roleHelp: {
      owner: 'everything, and the people',
      editor: 'pages, prices, pictures and publishing; no one’s details',
      desk: 'enquiries, the rights desk and statuses; no publishing',
    } satisfies Record<Role, string>,
    passkeys: (n: number) => (n === 1 ? '1 passkey' : `${n} passkeys`),
    noPasskeyYet: 'invitation not used yet',
    reinvite: 'Lost device: re-invite',
    reinviteConfirm: (name: string) =>
      `Re-invite ${name}? Their current passkeys stop working now, and they are signed out everywhere. You get a new link to send them.`,
    remove: 'Remove',
    removeConfirm: (name: string) => `Remove ${name}? They are signed out everywhere and cannot sign in again.`,
    inviteHeading: 'Invite someone',
    role: 'Role',
    invite: 'Make invitation link',
    inviteReady: (name: string) => `Send this link to ${name} (it works once, for 7 days):`,
  },

  /** The host functions' refusals about who may call: sign-in, invitations, attempts, the website's settings (src/worker). */
  access: {
    otherSite: 'This request did not come from the office editor’s own page, so it was refused.',
    notJson: 'The editor sent something it should not have. Reload the page and try again.',
    tooLarge: `That is too large to send in one go. A picture, once the editor has made it ready, must be under ${MAX_WEB_PICTURE_BYTES / 1024 / 1024} MB.`,
    notSignedIn: 'Please sign in again: you were signed out, or your sign-in has expired.',
    removedFromOffice: (by: string, at: string) =>
      `${by} removed you from the office on ${new Date(at).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' })}: you cannot change the website any more. What you saved before stays, named as yours, for the others to publish or discard. If this is a mistake, ask an owner for a new invitation.`,
    ownersOnly: 'Only an owner can invite, remove or re-invite people, or change what they do.',
    notForRole: (role: Role, area: Area) =>
      `This is not part of your work at the office (${roleWords[role]}): ${area === 'people' ? 'people’s details are for the front desk and owners' : 'pages, prices and publishing are for editors and owners'}. Ask an owner if your work needs it.`,
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
    lastOwner: 'The office needs an owner: invite another owner before this one is removed or given other work.',
    noSuchPerson: 'That person is no longer in the list. Reload the page.',
    roleNeeded: 'Choose what the person does: owner, editor or front desk.',
    failed: 'Something went wrong on the website’s side. Nothing was changed; try again in a minute.',
    notConfigured: (what: string) => `The office editor is not set up yet: ${what} is missing from the website’s settings.`,
  },

  /** The host functions about the repository, the shared drafts and publishing on the web address (src/worker). */
  repository: {
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
    published: (who: string, pages: string) =>
      `Published by ${who}: ${pages}. The website updates when the host has rebuilt it, in a few minutes.`,
    sentForReview: (url: string) => `Sent for review. The website changes once it is accepted. (For whoever looks after the site: ${url}.)`,
    enquiriesNotConnected:
      'The enquiries are not connected to the web address yet: whoever looks after the site sets SUPABASE_URL and SUPABASE_SECRET_KEY in the website’s settings (docs/DEPLOY.md, section 11). Until then they are read with the office computer’s editor.',
    picturesLeftOut: (count: number, names: string) =>
      ` ${count === 1 ? 'One picture no page shows was' : `${count} pictures no page shows were`} left out (${names}); ${count === 1 ? 'it stays' : 'they stay'} with the office's saved changes.`,
  },
} as const
