/**
 * Where the editor lives: /_edit when `npm run edit` serves it from the office computer's files, /office
 * when the site's host serves it over the repository (src/office/). Its calls, its preview frame and its
 * pictures are all under that address; the one who mounts the editor says which (EditorApp).
 */
let base = '/_edit'
let pictures: PicturesSent = 'original'

/**
 * What the editor sends when a picture is added: the file as chosen (the office computer's editor makes
 * it ready with sharp), or a copy the browser made ready for the web (./web-ready.ts: the web address's
 * host has no sharp).
 */
export type PicturesSent = 'original' | 'web-ready'

export function setEditorBase(next: string, sent: PicturesSent = 'original'): void {
  base = next.replace(/\/$/, '')
  pictures = sent
}

/** What the editor sends when a picture is added here. */
export const picturesSent = (): PicturesSent => pictures

/** The editor's address, without a trailing slash: '/_edit' or '/office'. */
export const editorBase = (): string => base
