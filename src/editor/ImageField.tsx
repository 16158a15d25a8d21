/**
 * A picture field (an image's file, description, width and height): choose one of the pictures the site
 * has (thumbnails), or add one from this computer (chosen or dropped); it is made ready for the web (by the
 * editor's server, or here first on the web address) and its size answered, so width and height are filled
 * in and never typed. The description (for visitors who cannot see it) is asked for at once.
 */
import { useEffect, useId, useRef, useState } from 'react'
import type { FieldProps } from '@rjsf/utils'
import { api } from './api.ts'
import type { PictureInfo } from '../contract/protocol.ts'
import * as ui from './ui.ts'
import { messages } from '../contract/messages.ts'
import { picturesSent, shownPicture } from './place.ts'
import { MAX_UPLOAD_BYTES, MAX_WEB_PICTURE_BYTES } from '../contract/picture-rules.ts'
import { webReady, WebReadyError, type WebReadyPicture } from './web-ready.ts'

interface Picture {
  src: string
  alt: string
  width: number
  height: number
}

/** A file (or the copy made of it) as base64, for the JSON request. */
function readBase64(file: Blob, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(new Error(messages.pictures.couldNotRead(name)))
    reader.readAsDataURL(file)
  })
}

/**
 * Sends a chosen picture to the editor's server: as chosen, where the server makes it ready (the office
 * computer), or made ready here first, where it cannot (the web address, picturesSent).
 */
async function sendPicture(file: File): Promise<PictureInfo> {
  const mb = (bytes: number) => bytes / 1024 / 1024
  if (picturesSent() === 'original') return api.addPicture(file.name, await readBase64(file, file.name))
  if (!file.size) throw new Error(messages.pictures.empty(file.name))
  if (file.size > MAX_UPLOAD_BYTES) throw new Error(messages.pictures.tooLarge(file.name, mb(MAX_UPLOAD_BYTES)))
  let made: WebReadyPicture
  try {
    made = await webReady(file)
  } catch (e) {
    const unreadable = e instanceof WebReadyError && e.reason === 'unreadable'
    throw new Error(unreadable ? messages.pictures.unreadable(file.name) : messages.pictures.cannotPrepare(file.name), { cause: e })
  }
  if (made.blob.size > MAX_WEB_PICTURE_BYTES) throw new Error(messages.pictures.tooLargeForWeb(file.name, mb(MAX_WEB_PICTURE_BYTES)))
  return api.addPicture(file.name, await readBase64(made.blob, file.name), made.type)
}

export function ImageField({ formData, onChange: change, fieldPathId, schema, required, disabled, readonly, name }: FieldProps) {
  const value = formData as Partial<Picture> | undefined
  const id = fieldPathId.$id
  const onChange = (next: Partial<Picture> | undefined) => change(next, fieldPathId.path)
  const alt = useId()
  const [choosing, setChoosing] = useState(false)
  const [pictures, setPictures] = useState<PictureInfo[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [over, setOver] = useState(false)
  // A picture that replaces another starts with no description: the old one described the old picture.
  const [describeNew, setDescribeNew] = useState(false)
  const altInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (describeNew) altInput.current?.focus()
  }, [describeNew])
  const title = (schema.title as string | undefined) ?? name

  useEffect(() => {
    if (choosing && !pictures) api.pictures().then(setPictures, (e: Error) => setError(e.message))
  }, [choosing, pictures])

  const choose = (p: PictureInfo) => {
    const replaced = p.src !== value?.src
    onChange({ src: p.src, alt: replaced ? '' : (value?.alt ?? ''), width: p.width, height: p.height })
    setChoosing(false)
    setDescribeNew(replaced)
  }
  const upload = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    setError('')
    try {
      const added = await sendPicture(file)
      setPictures((list) => [added, ...(list ?? [])])
      choose(added)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const off = disabled || readonly || busy

  return (
    <fieldset className="ed-picture" id={id}>
      <legend>{title}</legend>
      {value?.src ? (
        <div className="ed-picture-current">
          <img
            src={shownPicture(value.src)}
            alt=""
            width={value.width}
            height={value.height}
            className="block h-auto max-h-40 w-auto max-w-60 rounded-lg border border-slate-300"
          />
          <p className={ui.note}>
            {value.src} · {value.width} × {value.height} pixels
          </p>
        </div>
      ) : (
        <p className="text-muted">No picture chosen.</p>
      )}
      {value?.src && (
        <label htmlFor={alt} className={ui.field}>
          <span className={ui.fieldLabel}>What the picture shows (for visitors who cannot see it)</span>
          <input
            id={alt}
            ref={altInput}
            value={value.alt ?? ''}
            aria-describedby={describeNew && !value.alt ? `${alt}-new` : undefined}
            disabled={disabled || readonly}
            placeholder="e.g. Our team at the Gurugram office"
            onChange={(e) => onChange({ ...value, alt: e.target.value })}
          />
          {describeNew && !value.alt && (
            <span id={`${alt}-new`} className={ui.note}>
              A new picture: say what this one shows (the description of the old one was cleared).
            </span>
          )}
        </label>
      )}
      <p>
        <button type="button" onClick={() => setChoosing(!choosing)} disabled={off} aria-expanded={choosing}>
          {value?.src ? 'Choose another picture' : 'Choose a picture'}
        </button>{' '}
        {value?.src && !required && (
          <button type="button" className={ui.link} onClick={() => onChange(undefined)} disabled={off}>
            Remove the picture
          </button>
        )}
      </p>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      {choosing && (
        <div>
          <label
            className={`block cursor-pointer rounded-xl border-2 border-dashed p-4.5 text-center font-semibold ${over ? 'border-trust-600 bg-slate-100' : 'border-slate-300 focus-within:border-trust-600 focus-within:bg-slate-100'}`}
            onDragOver={(e) => {
              e.preventDefault()
              setOver(true)
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(e) => {
              e.preventDefault()
              setOver(false)
              void upload(e.dataTransfer.files[0])
            }}
          >
            {busy ? 'Preparing the picture for the web…' : 'Add a picture from this computer: click to choose one, or drop it here'}
            <input type="file" accept="image/*" disabled={off} onChange={(e) => void upload(e.target.files?.[0])} className="sr-only" />
          </label>
          {!pictures && !error && <p>Loading the site&apos;s pictures…</p>}
          {pictures && (
            <ul className="grid list-none grid-cols-[repeat(auto-fill,minmax(120px,1fr))] gap-2 p-0" aria-label="The site's pictures">
              {pictures.map((p) => (
                <li key={p.src}>
                  <button
                    type="button"
                    className="grid w-full gap-1 p-1.5 text-xs wrap-anywhere"
                    onClick={() => choose(p)}
                    disabled={off}
                    aria-label={`Use ${p.src} (${p.width} × ${p.height})`}
                  >
                    <img
                      src={shownPicture(p.src)}
                      alt=""
                      loading="lazy"
                      width={p.width}
                      height={p.height}
                      className="h-20 w-full object-contain"
                    />
                    <span>{p.src.replace(/^\/images\//, '')}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  )
}
