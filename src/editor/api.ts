/** The browser side of src/editor/protocol.ts: one function per call, each failing with the server's sentence. */
import type {
  ChangesResponse,
  DiscardResponse,
  EditorProblem,
  EnquiriesResponse,
  ResendResponse,
  StatusRequest,
  LinkUse,
  PictureInfo,
  CardPlaceResult,
  CardSpots,
  PageChangeResult,
  FileSummary,
  NewPageRequest,
  OpenedFile,
  PreviewResponse,
  PriceUsesResponse,
  PublishClash,
  PublishPreview,
  PublishResult,
  SaveResponse,
  SchemasResponse,
} from './protocol.ts'

export type IconNode = [string, Record<string, string>][]
export type Schemas = SchemasResponse & {
  iconNodes: Record<string, IconNode>
  forms: {
    templates: { id: string; label: string; example: string }[]
    categories: { id: string; name: string; path: string }[]
    blogCategories: string[]
    nameMax: number
    postTitleMax: number
  }
}

/** A refusal from the editor's server, with its status and body (problems, changedOnDisk). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      error?: string
      problems?: EditorProblem[]
      changedOnDisk?: boolean
      conflict?: string[]
      notConnected?: boolean
      uses?: LinkUse[]
      dependents?: { file: string; title: string }[]
      clashes?: PublishClash[]
    },
  ) {
    super(body.error ?? `The editor's server answered ${status}.`)
  }
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  let res: Response
  try {
    res = await fetch(
      `/_edit/api/${path}`,
      body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    )
  } catch {
    throw new ApiError(0, { error: 'The editor cannot reach its server: is npm run edit still running in the terminal?' })
  }
  const json = (await res.json().catch(() => ({}))) as T & { error?: string }
  if (!res.ok) throw new ApiError(res.status, json as never)
  return json
}

export const api = {
  files: () => call<FileSummary[]>('files'),
  file: (file: string) => call<OpenedFile>(`file?file=${encodeURIComponent(file)}`),
  schemas: () => call<Schemas>('schemas'),
  preview: (file: string, data: unknown) => call<PreviewResponse>('preview', { file, data }),
  check: (file: string, data: unknown) => call<{ problems: EditorProblem[] }>('check', { file, data }),
  save: (file: string, data: unknown, version: string) => call<SaveResponse>('save', { file, data, version }),
  priceUses: (id: string) => call<PriceUsesResponse>(`price-uses?id=${encodeURIComponent(id)}`),
  changes: () => call<ChangesResponse>('changes'),
  cardSpots: (file: string) => call<CardSpots>(`card-spots?file=${encodeURIComponent(file)}`),
  placeCard: (file: string, places: { where: string; position: number }[]) => call<CardPlaceResult>('place-card', { file, places }),
  linksTo: (file: string) => call<{ file: string; uses: LinkUse[] }>(`links-to?file=${encodeURIComponent(file)}`),
  renamePage: (file: string, to: string) => call<PageChangeResult>('rename-page', { file, to }),
  deletePage: (file: string, removeLinks: boolean, redirectTo?: string) =>
    call<PageChangeResult>('delete-page', { file, removeLinks, redirectTo }),
  pictures: () => call<PictureInfo[]>('pictures'),
  addPicture: (name: string, data: string) => call<PictureInfo>('picture', { name, data }),
  enquiries: () => call<EnquiriesResponse>('enquiries'),
  resend: (id: string) => call<ResendResponse>('resend', { id }),
  setStatus: (req: StatusRequest) => call<{ ok: true }>('status', req),
  discard: (file: string, together?: string[]) => call<DiscardResponse>('discard', { file, together }),
  publishPreview: () => call<PublishPreview>('publish'),
  publish: (summary: string, keep?: Record<string, 'mine' | 'theirs'>) => call<PublishResult>('publish', { summary, keep }),
  renameEntry: (from: string, to: string) => call<{ written: string[] }>('rename-entry', { from, to }),
  newPage: (req: NewPageRequest & { price?: number }) => call<{ file: string; written: string[]; card?: string }>('new-page', req),
}
