/**
 * Who may do what on the web address (src/worker): each person has one role, chosen when invited and changeable by
 * an owner. What a role may use is said once, here, by the two kinds of work the editor's calls do (each call's
 * `area` in ROUTES, ./protocol.ts): the site's pages, and people's data. The one door checks it for every call
 * (src/editor-calls/door.ts); the screens show only what the role may use. The office computer is one person, who
 * does everything.
 */
export const ROLES = ['owner', 'editor', 'desk'] as const
export type Role = (typeof ROLES)[number]

/** The two kinds of work: the site's pages (pages, prices, pictures, publishing) and people's data (enquiries, the rights desk). */
export type Area = 'pages' | 'people'

/** What each role's job needs: an owner everything (and the people); an editor the pages; the front desk people's data. */
export const AREAS: Record<Role, readonly Area[]> = {
  owner: ['pages', 'people'],
  editor: ['pages'],
  desk: ['people'],
}

/**
 * A role as stored, read as today's: one stored before the roles were three ("staff", who could do everything but
 * the people) is read as an editor, who reads nobody's data, until an owner chooses (people's data on a need basis).
 */
export const roleOf = (stored: unknown): Role => (stored === 'owner' || stored === 'editor' || stored === 'desk' ? stored : 'editor')

export const mayUse = (role: Role, area: Area): boolean => AREAS[role].includes(area)
