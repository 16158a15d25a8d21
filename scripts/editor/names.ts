/** The editor's names for pages/_site/<name>.yaml, for a person who is not a developer (a section type's is in its schema). */
export const SHARED_FILES: Record<string, string> = {
  site: 'Company details and menu',
  catalog: 'Price book',
  forms: 'Form words and messages',
  downloads: 'Downloadable guides (PDF)',
  guide: 'Free startup guide',
}
