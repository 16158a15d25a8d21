/** One generated form (rjsf) for a part of a file: the page's details, a section, a price-book entry. */
import { memo, useMemo } from 'react'
import Form, { getDefaultRegistry } from '@rjsf/core'
import { buttonId } from '@rjsf/utils'
import type {
  ArrayFieldItemButtonsTemplateProps,
  ErrorSchema,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RJSFSchema,
  TitleFieldProps,
  UiSchema,
} from '@rjsf/utils'
import { customizeValidator } from '@rjsf/validator-ajv8'
import { widgets } from './widgets.tsx'
import { ImageField } from './ImageField.tsx'
import type { EditorProblem } from '../contract/protocol.ts'
import { problemSentence } from '../contract/places.ts'

type Json = Record<string, unknown>

// The form library checks nothing itself (the site's own checker does, on the server); it needs a validator
// only to choose between "text or object" alternatives, and must accept the picker formats.
const validator = customizeValidator({
  customFormats: {
    'x-icon': () => true,
    'x-link': () => true,
    'x-price-ref': () => true,
    'x-variant': () => true,
    'x-markdown': () => true,
    'x-date': () => true,
    'x-amount': () => true,
  },
})

const DefaultFieldTemplate = getDefaultRegistry().templates.FieldTemplate

/**
 * The form library marks every item of a list as required ("Item *"), although an item is only there
 * because someone added it: the mark stays for fields a value is really required in.
 */
function FieldTemplate(props: FieldTemplateProps) {
  return <DefaultFieldTemplate {...props} required={props.required && !/_\d+$/.test(props.id) && parentPresent(props)} />
}

/**
 * A field required inside an optional block the part does not have (an image's file when the section has no
 * image) is not marked: nothing is required until the block is added. The form's value comes through
 * formContext; a field's id is the form's prefix and its path joined by "_" (field names have none).
 */
function parentPresent(props: FieldTemplateProps): boolean {
  const value = (props.registry.formContext as { value?: unknown } | undefined)?.value
  const path = props.id.split('_').slice(1, -1)
  let at: unknown = value
  for (const key of path) {
    if (!at || typeof at !== 'object') return false
    at = (at as Record<string, unknown>)[key]
  }
  return at !== undefined && at !== null
}
const DefaultTitleField = getDefaultRegistry().templates.TitleFieldTemplate
/** The same for the title over a list item's own fields ("With a title, text and icon"). */
function TitleFieldTemplate(props: TitleFieldProps) {
  return <DefaultTitleField {...props} required={props.required && !/_\d+__title$/.test(props.id)} />
}
const DefaultObjectFieldTemplate = getDefaultRegistry().templates.ObjectFieldTemplate
/**
 * Fields for search engines and other addresses (a canonical address, "keep out of search results", a Service
 * description for Google, aliases) are folded under "Advanced": the office rarely needs them, and their words
 * are the web's. The fold opens by itself when one of them has a problem.
 */
function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const advanced = (name: string) => (props.uiSchema?.[name] as UiSchema | undefined)?.['ui:advanced'] === true
  const folded = props.properties.filter((p) => advanced(p.name) && !p.hidden)
  if (!folded.length) return <DefaultObjectFieldTemplate {...props} />
  const errors = props.errorSchema as Record<string, unknown> | undefined
  const set = folded.filter((p) => (props.formData as Record<string, unknown> | undefined)?.[p.name] !== undefined).length
  const fold = {
    name: 'x-advanced',
    hidden: false,
    content: (
      <details
        key="x-advanced"
        className="ed-advanced mt-3 rounded-lg border border-slate-300 px-3 py-1"
        open={folded.some((p) => errors?.[p.name] !== undefined) || undefined}
      >
        <summary className="cursor-pointer font-semibold">Advanced: search engines and other addresses{set ? ` (${set} set)` : ''}</summary>
        {folded.map((p) => p.content)}
      </details>
    ),
  }
  return <DefaultObjectFieldTemplate {...props} properties={[...props.properties.filter((p) => !advanced(p.name)), fold]} />
}

/**
 * A list item's buttons, in the order they move it: to the top, up, down, to the bottom; then copy and remove.
 * The form library's own buttons, with "to the top" and "to the bottom" (lists of three or more) around them.
 */
function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { index, totalItems, fieldPathId, registry, disabled, readonly, uiSchema } = props
  const { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } = registry.templates.ButtonTemplates
  const move = (registry.formContext as { move?: MoveItem } | undefined)?.move
  const list = fieldPathId.path.slice(0, -1)
  const off = disabled || readonly
  const ends = totalItems > 2 && !!move
  const end = (to: 'top' | 'bottom') => (
    <button
      type="button"
      className={`btn btn-default ed-item-${to}`}
      title={`Move to the ${to}`}
      aria-label={`Move item ${index + 1} to the ${to}`}
      disabled={off || (to === 'top' ? index === 0 : index === totalItems - 1)}
      onClick={() => move?.(list, index, to === 'top' ? 0 : totalItems - 1)}
    >
      {to === 'top' ? '⤒' : '⤓'}
    </button>
  )
  const moves = props.hasMoveUp || props.hasMoveDown
  return (
    <>
      {moves && ends && end('top')}
      {moves && (
        <MoveUpButton
          id={buttonId(fieldPathId, 'moveUp')}
          className="rjsf-array-item-move-up"
          disabled={off || !props.hasMoveUp}
          onClick={props.onMoveUpItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {moves && (
        <MoveDownButton
          id={buttonId(fieldPathId, 'moveDown')}
          className="rjsf-array-item-move-down"
          disabled={off || !props.hasMoveDown}
          onClick={props.onMoveDownItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {moves && ends && end('bottom')}
      {props.hasCopy && (
        <CopyButton
          id={buttonId(fieldPathId, 'copy')}
          className="rjsf-array-item-copy"
          disabled={off}
          onClick={props.onCopyItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {props.hasRemove && (
        <RemoveButton
          id={buttonId(fieldPathId, 'remove')}
          className="rjsf-array-item-remove"
          disabled={off}
          onClick={props.onRemoveItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </>
  )
}

type MoveItem = (list: (string | number)[], from: number, to: number) => void

const templates = { FieldTemplate, TitleFieldTemplate, ObjectFieldTemplate, ArrayFieldItemButtonsTemplate }
const FIELDS = { 'x-image': ImageField }

function deref(schema: Json, root: Json): Json {
  let s = schema
  for (let i = 0; i < 8 && typeof s.$ref === 'string'; i++) {
    const name = (s.$ref as string).replace('#/definitions/', '')
    const { $ref: _r, ...rest } = s
    s = { ...((root.definitions as Json)[name] as Json), ...rest }
  }
  return s
}

/** Placeholders from the schema's examples, the section type's field hidden, long text as text areas. */
export function uiSchemaFor(schema: Json, root: Json = schema, depth = 0): UiSchema {
  // A picture (defs.schema.json's Image) is one field: choose or add a picture, describe it.
  if (typeof schema.$ref === 'string' && schema.$ref.endsWith('__Image')) return { 'ui:field': 'x-image' }
  const ui: UiSchema = {}
  const s = deref(schema, root)
  if (depth > 6) return ui
  if (s['x-advanced'] === true) ui['ui:advanced'] = true
  if (s.type === 'string' || s.format) {
    const ex = (s.examples as unknown[] | undefined)?.[0]
    if (typeof ex === 'string' && !s.enum) ui['ui:placeholder'] = `e.g. ${ex.split('\n')[0].slice(0, 80)}`
    if (!s.format && !s.enum && typeof s.maxLength !== 'number' && typeof ex === 'string' && ex.length > 70) ui['ui:widget'] = 'textarea'
  }
  if (s.properties) {
    for (const [k, v] of Object.entries(s.properties as Json)) {
      const child = uiSchemaFor(v as Json, root, depth + 1)
      if (k === 'type' && (v as Json).const !== undefined) ui[k] = { 'ui:widget': 'hidden' }
      else if (Object.keys(child).length) ui[k] = child
    }
  }
  if (s.items && typeof s.items === 'object') {
    const child = uiSchemaFor(s.items as Json, root, depth + 1)
    if (Object.keys(child).length) ui.items = child
  }
  return ui
}

/** The checker's problems under `prefix` as the form library's error tree, with the checker's words. */
export function errorSchemaFor(problems: EditorProblem[], prefix: (string | number)[]): ErrorSchema {
  const tree: Json = {}
  for (const p of problems) {
    if (prefix.some((part, i) => p.path[i] !== part)) continue
    let node = tree
    for (const part of p.path.slice(prefix.length)) node = (node[String(part)] ??= {}) as Json
    const list = ((node.__errors as string[] | undefined) ??= [])
    list.push(problemSentence(p))
  }
  return tree as ErrorSchema
}

function withoutExamples(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutExamples)
  if (!node || typeof node !== 'object') return node
  return Object.fromEntries(
    Object.entries(node as Json)
      .filter(([k]) => k !== 'examples')
      .map(([k, v]) => [k, withoutExamples(v)]),
  )
}

function merge(a: UiSchema, b: UiSchema): UiSchema {
  const out: UiSchema = { ...a }
  for (const [k, v] of Object.entries(b))
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && out[k] && typeof out[k] === 'object' ? merge(out[k] as UiSchema, v as UiSchema) : v
  return out
}

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)

/**
 * The form library fills in an empty object for every object field the data lacks (`service: {}` on a page
 * without one): those are dropped again, so a field nobody touched never reaches the file.
 */
export function dropUntouched(next: unknown, prev: unknown): unknown {
  if (Array.isArray(next)) return next.map((v, i) => dropUntouched(v, Array.isArray(prev) ? prev[i] : undefined))
  if (!isObject(next)) return next
  const out: Json = {}
  for (const [k, v] of Object.entries(next)) {
    const before = isObject(prev) ? prev[k] : undefined
    const value = dropUntouched(v, before)
    const empty = value === undefined || (isObject(value) && Object.keys(value).length === 0)
    if (empty && before === undefined) continue
    out[k] = value
  }
  return out
}

export const PartForm = memo(function PartForm({
  id,
  schema,
  value,
  problems,
  prefix,
  onChange,
  extraUi,
}: {
  id: string
  schema: Json
  value: unknown
  problems: EditorProblem[]
  prefix: (string | number)[]
  onChange: (value: unknown) => void
  /** More form settings by field, merged over the ones made from the schema. */
  extraUi?: UiSchema
}) {
  // The examples are shown as placeholders (uiSchemaFor); left in, the form library would also attach them
  // to each text box as a suggestion list, drawn with a drop-down arrow that makes boxes look like menus.
  const formSchema = useMemo(() => withoutExamples(schema) as Json, [schema])
  const uiSchema = useMemo(
    () => merge({ ...uiSchemaFor(schema), 'ui:submitButtonOptions': { norender: true } }, extraUi ?? {}),
    [schema, extraUi],
  )
  const extraErrors = useMemo(() => errorSchemaFor(problems, prefix), [problems, prefix])
  const formContext = useMemo(() => {
    /** An item of the list at `list` (a path in this part) moved from one place to another, as one change. */
    const move: MoveItem = (list, from, to) => {
      const next = structuredClone(value) as Json
      let at: unknown = next
      for (const k of list) at = (at as Record<string | number, unknown>)?.[k]
      if (!Array.isArray(at)) return
      at.splice(to, 0, at.splice(from, 1)[0])
      onChange(next)
    }
    return { value, move }
  }, [value, onChange])
  return (
    <Form
      idPrefix={id}
      schema={formSchema as RJSFSchema}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      widgets={widgets}
      fields={FIELDS}
      templates={templates}
      formContext={formContext}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={{
        emptyObjectFields: 'skipDefaults',
        arrayMinItems: { populate: 'never' },
        constAsDefaults: 'never',
      }}
      onChange={(e) => onChange(dropUntouched(e.formData, value))}
    />
  )
})
