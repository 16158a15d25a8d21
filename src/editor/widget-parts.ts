/** What the editor's field widgets share: the line under a text box, and the ids a field's words go by. */

/** The line under a text box (its letter count, the date's form): red when the value is wrong. */
export const count = (wrong: boolean) => `mt-0.75 block text-xs ${wrong ? 'font-semibold text-red-700' : 'text-muted'}`

export function describedBy(id: string) {
  return `${id}__error ${id}__description ${id}__help`
}
