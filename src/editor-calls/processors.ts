/** Who processes people's data for the firm, as pages/privacy/choices.yaml lists it for "What we hold". */
export function processorsOf(page: unknown): { does: string; who: string }[] {
  const sections = (page as { sections?: { type?: string; processors?: unknown }[] } | null)?.sections ?? []
  const listed = sections.find((s) => s.type === 'privacy-choices')?.processors
  return Array.isArray(listed) ? (listed as { does: string; who: string }[]) : []
}
