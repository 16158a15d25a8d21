/** The types of outbox.bundle.js, which `npm run notify:content` writes from ./outbox.ts before each deploy. */
export * from './outbox.ts'
