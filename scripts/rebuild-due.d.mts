/** Types of scripts/rebuild-due.mjs (plain JavaScript, run by Node alone in the scheduled job). */
export function rebuildDue(file: { next: string | null }, now: number): boolean
