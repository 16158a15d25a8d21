import { Link } from 'react-router-dom'
import { sourceQuery } from '../backend/visit-source.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { LANG_TAG } from '../lib/lang.ts'
import { cn } from '../lib/cn.ts'
import { usePageLang, useSite } from './SiteContext.tsx'

/** The page shown in the other language, where it has a twin in it. */
export function useOtherLanguage() {
  const { lang, alternates } = usePageLang()
  return alternates?.find((a) => a.lang !== lang)
}

/**
 * The link to the page shown in the other language (header and footer), only where the page has a twin in it.
 * Its words are the other language's name, written in it (site.yaml labels.switchLanguage). Once the page has
 * hydrated it carries the visit's campaign tags and click ids, so the source goes with the visitor even when the
 * link opens a new tab; in the same tab the visit keeps it anyway. The same text before and after: nothing moves.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const site = useSite()
  const hydrated = useHydrated()
  const other = useOtherLanguage()
  if (!other) return null
  return (
    <Link
      to={other.path + (hydrated ? sourceQuery() : '')}
      lang={other.lang}
      hrefLang={LANG_TAG[other.lang]}
      data-language-switch=""
      className={cn('inline-flex min-h-11 items-center font-semibold', className)}
    >
      {site.labels.switchLanguage}
    </Link>
  )
}
