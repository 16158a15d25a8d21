/**
 * Who is at the office computer, by the name they give once (docs/DECISIONS.md, "A person's name on the office
 * computer"): kept in this browser and sent with every call, so that a status set and a read of people's data
 * are recorded in their name, not in the computer's git identity. The web address knows its signed-in person
 * and sends none of this.
 */

/** The header that carries the name (percent-encoded: a header holds only Latin-1, a name may not). */
export const PERSON_HEADER = 'x-office-person'
/** A download link cannot carry a header: its address carries the name in this query field instead. */
export const PERSON_QUERY = 'person'
/** At most this many characters of a name are kept (the records hold 100). */
export const PERSON_MAX = 100

const STORAGE_KEY = 'site-editor.person'

/** A name as it is kept: no control or invisible formatting characters, spaces squeezed, at most PERSON_MAX characters; none if empty. */
export function cleanPerson(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const squeezed = raw
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const kept = Array.from(squeezed).slice(0, PERSON_MAX).join('').trim()
  return kept || undefined
}

/** The name a header or a download's address brought, cleaned; none when absent or unreadable. */
export function personFrom(header: string | string[] | undefined, query?: string | null): string | undefined {
  const sent = Array.isArray(header) ? header[0] : header
  if (sent) {
    try {
      return cleanPerson(decodeURIComponent(sent))
    } catch {
      return cleanPerson(sent)
    }
  }
  return cleanPerson(query ?? undefined)
}

/** The name given in this browser, if any. */
export function storedPerson(): string | undefined {
  try {
    return cleanPerson(globalThis.localStorage?.getItem(STORAGE_KEY))
  } catch {
    return undefined
  }
}

/** Keeps the name in this browser; answers it as kept (none when it was empty). */
export function rememberPerson(name: string): string | undefined {
  const kept = cleanPerson(name)
  try {
    if (kept) globalThis.localStorage?.setItem(STORAGE_KEY, kept)
    else globalThis.localStorage?.removeItem(STORAGE_KEY)
  } catch {
    // A browser that keeps nothing asks again next time.
  }
  return kept
}
