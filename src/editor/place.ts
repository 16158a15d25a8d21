/**
 * Where the editor lives: /_edit when `npm run edit` serves it from the office computer's files, /office
 * when the site's host serves it over the repository (src/office/). Its calls, its preview frame and its
 * pictures are all under that address; the one who mounts the editor says which (EditorApp).
 */
let base = '/_edit'

export function setEditorBase(next: string): void {
  base = next.replace(/\/$/, '')
}

/** The editor's address, without a trailing slash: '/_edit' or '/office'. */
export const editorBase = (): string => base
