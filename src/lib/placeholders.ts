/**
 * Money in text, filled one way for the site (src/checker/resolve.ts, when it is built) and for the
 * editor's formatting preview: {price:<price-book id>} shows that entry's figure, {amount:…} shows what it holds
 * (a figure the text declares is not one of our prices: a limit in law, a government fee).
 */

/** A price placeholder in text: {price:<price-book id>}. */
export const PRICE_PLACEHOLDER = /\{price:([a-z0-9-]+)\}/g
/** A declared amount in text: {amount:₹40 lakh}. */
export const AMOUNT_PLACEHOLDER = /\{amount:([^{}]*)\}/g
/** The business phone number or e-mail address from site.yaml in text: {phone}, {email}. */
export const CONTACT_PLACEHOLDER = /\{(phone|email)\}/g

/** The text with {price:id} filled by `price(id)` (left as written when it gives nothing) and {amount:…} by what it holds. */
export function fillMoney(text: string, price: (id: string) => string | undefined): string {
  if (!text.includes('{')) return text
  return text
    .replace(PRICE_PLACEHOLDER, (whole, id: string) => price(id) ?? whole)
    .replace(AMOUNT_PLACEHOLDER, (_whole, shown: string) => shown)
}
