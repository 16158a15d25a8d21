/**
 * Where the editor lives: /_edit when `npm run edit` serves it from the office computer's files, /office
 * when the site's host serves it over the repository (src/worker/). Its calls, its preview frame and its
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

/**
 * Where the editor's own page shows a picture of the site (/images/…). On the web address a picture added
 * since the last Publish is not on the site yet: the host answers it under /office/images/, and sends any
 * other picture on to the site's own address. The office computer's editor serves the folder it edits.
 */
export const shownPicture = (src: string): string => (pictures === 'web-ready' && src.startsWith('/images/') ? `${base}${src}` : src)

/** A page's data with each picture's address as the editor's page shows it (shownPicture), for the preview. */
export function withShownPictures<T>(data: T): T {
  if (pictures !== 'web-ready') return data
  return JSON.parse(JSON.stringify(data).replace(/"\/images\//g, `"${base}/images/`)) as T
}

/** The office computer's editor (not the web address's, whose person is signed in). */
export const onOfficeComputer = (): boolean => base === '/_edit'

/** The editor's address, without a trailing slash: '/_edit' or '/office'. */
export const editorBase = (): string => base
