/**
 * The editor's field widgets by name: pickers for the fields that are more than text (icons, links,
 * price-book entries, colour variants; ./pickers.tsx) and the typed ones (text, Markdown, yes/no, dates,
 * amounts; ./text-widgets.tsx). The schema copy the server hands out marks those fields with a `format`
 * (src/editor-calls/schemas.ts); the form library picks the widget of that name.
 */
import type { RegistryWidgetsType } from '@rjsf/utils'
import { IconWidget, LinkWidget, PriceRefWidget, VariantWidget } from './pickers.tsx'
import { AmountWidget, CheckboxWidget, DateWidget, MarkdownWidget, TextWidget } from './text-widgets.tsx'

export { fromIndianDate, toIndianDate, tokensIn } from './text-widgets.tsx'

export const widgets: RegistryWidgetsType = {
  'x-amount': AmountWidget,
  TextWidget,
  'x-date': DateWidget,
  CheckboxWidget,
  'x-icon': IconWidget,
  'x-link': LinkWidget,
  'x-price-ref': PriceRefWidget,
  'x-variant': VariantWidget,
  'x-markdown': MarkdownWidget,
}
