import { Helmet } from 'react-helmet-async'
import type { Site } from '../generated/content.ts'
import type { ResolvedPage } from '../content/model.ts'
import { builtAt } from 'virtual:site-data'
import { absolute, pageGraph, scriptJson } from './jsonld.ts'
import { LANG_TAG } from '../lib/lang.ts'

/**
 * Title, meta, canonical and social tags as React 19 head elements (hoisted into <head>, adopted at
 * hydration, swapped on client navigation), and the JSON-LD graph, which stays in the body.
 */
/** The page's <title>: its own title and the site's suffix. */
export function pageTitle(site: Site, page: ResolvedPage): string {
  return `${page.meta.title}${site.meta.titleSuffix}`
}

export function PageHead({ site, page }: { site: Site; page: ResolvedPage }) {
  const { meta } = page
  const title = pageTitle(site, page)
  const url = absolute(site, page.canonical)
  const image = absolute(site, meta.image ?? site.meta.image)
  // A page with its own image must describe it (the schema says so); others share the site's words.
  const imageAlt = meta.imageAlt ?? site.meta.imageAlt
  // The not-found page is served at any unknown address: it has no address of its own to name.
  const addressed = page.path !== '/404' && page.path !== '/hi/404'
  // The page in each language, where it has a twin (self included), and English as the default for everyone else.
  const alternates = addressed ? (page.alternates ?? []) : []
  const english = alternates.find((a) => a.lang === 'en')
  // react-helmet-async sets the head; under React 19 it renders these tags and React places them in <head>,
  // in the prerendered HTML and after each client-side navigation. JSON-LD stays in the body.
  return (
    <>
      <Helmet prioritizeSeoTags>
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        {meta.keywords && <meta name="keywords" content={meta.keywords.join(', ')} />}
        {meta.noindex && <meta name="robots" content="noindex, follow" />}
        {addressed && <link rel="canonical" href={url} />}
        {alternates.map((a) => (
          <link key={a.lang} rel="alternate" hrefLang={LANG_TAG[a.lang]} href={absolute(site, a.path)} />
        ))}
        {english && <link rel="alternate" hrefLang="x-default" href={absolute(site, english.path)} />}
        <meta property="og:type" content={meta.type ?? 'website'} />
        <meta property="og:site_name" content={site.brand.name} />
        <meta property="og:locale" content={site.meta.locale} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={meta.description} />
        {addressed && <meta property="og:url" content={url} />}
        <meta property="og:image" content={image} />
        <meta property="og:image:alt" content={imageAlt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={meta.description} />
        <meta name="twitter:image" content={image} />
        <meta name="twitter:image:alt" content={imageAlt} />
      </Helmet>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(pageGraph(site, page, builtAt)) }} />
    </>
  )
}
