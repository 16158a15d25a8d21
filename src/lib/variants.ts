import type { ColourVariant } from '../generated/content.ts'

/** Written out in full so Tailwind finds every class; the colours themselves live in styles/app.css. */
export const variantClass: Record<ColourVariant, string> = {
  trust: 'variant-trust',
  growth: 'variant-growth',
  innovation: 'variant-innovation',
  compliance: 'variant-compliance',
}
