import { createContext, useContext } from 'react'
import type { Site } from '../generated/content.ts'
import type { Alternate, PageData } from '../content/model.ts'
import type { Lang } from '../lib/lang.ts'
import type { Resolved } from '../content/price.ts'

export const SiteContext = createContext<Resolved<Site> | null>(null)

export function useSite(): Resolved<Site> {
  const site = useContext(SiteContext)
  if (!site) throw new Error('useSite() used outside <SiteContext.Provider>')
  return site
}

/** Data the build derived for the current page (blog articles, guide pages). */
export const PageDataContext = createContext<PageData>({})
export const usePageData = () => useContext(PageDataContext)

/** The language of the page shown, and its address in each language where it has a twin (the language switch). */
export interface PageLang {
  lang: Lang
  alternates?: Alternate[]
}
export const PageLangContext = createContext<PageLang>({ lang: 'en' })
export const usePageLang = () => useContext(PageLangContext)
