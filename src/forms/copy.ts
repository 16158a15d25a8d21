import { usePageData } from '../components/SiteContext.tsx'
import type { Forms } from '../generated/content.ts'

/** The words of the forms, from pages/_site/forms.yaml (the build adds them to pages that show a form). */
export function useFormsCopy(): Forms {
  const { forms } = usePageData()
  if (!forms) throw new Error('This page shows a form but has no form texts: pages/_site/forms.yaml is missing.')
  return forms
}

/** Replaces {name} placeholders in a text from YAML. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
