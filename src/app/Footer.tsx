import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { builtAt } from 'virtual:site-data'
import { yearInIndia } from '../lib/schedule.ts'
import { callUrl } from '../lib/links.ts'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { useSite } from '../components/SiteContext.tsx'
import { LanguageSwitch, useOtherLanguage } from '../components/LanguageSwitch.tsx'
import { SocialIcon } from '../components/SocialIcon.tsx'
import { FloatingButtons } from './FloatingButtons.tsx'

/** `page`: the path of the page shown, so the floating buttons look at that page's forms. */
export function Footer({ page }: { page: string }) {
  const site = useSite()
  const other = useOtherLanguage()
  // The year the page was built in first, as its HTML says (so hydration finds the same text on 1 January),
  // then the visitor's.
  const [year, setYear] = useState(() => yearInIndia(builtAt))
  useEffect(() => setYear(yearInIndia(Date.now())), [])
  const { address: a } = site
  // Room under the last line for the floating buttons (a bar on phones, a corner pair on wide screens).
  return (
    <footer className="bg-trust-900 pb-28 text-white/80 lg:pb-36">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div>
          <p className="flex items-center gap-2 text-xl font-extrabold text-white">
            <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-lg bg-white text-sm text-trust-800">
              {site.brand.logoMark}
            </span>
            {site.brand.name}
          </p>
          <p className="mt-4 text-sm leading-relaxed">{site.footer.about}</p>
          <ul className="mt-5 flex gap-2" aria-label={site.labels.social}>
            {site.socials.map((s) => (
              <li key={s.url}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <SocialIcon name={s.icon} />
                  <span className="sr-only">
                    {s.name} {site.labels.newTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {site.footer.columns.map((col) => (
          <div key={col.heading}>
            <h2 className="font-bold text-white">{col.heading}</h2>
            <ul className="mt-4 space-y-1 text-sm">
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link to={l.href} className="inline-flex min-h-8 items-center hover:text-white hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="font-bold text-white">{site.nav.find((n) => n.href.endsWith('/contact'))?.label ?? 'Contact'}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={callUrl(site)} className="inline-flex items-center gap-2 whitespace-nowrap hover:text-white">
                <Phone className="size-4 shrink-0" aria-hidden="true" /> {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-white">
                <Mail className="size-4 shrink-0" aria-hidden="true" /> {site.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <address className="not-italic">
                {a.street}, {a.city}, {a.region} {a.postalCode}
              </address>
            </li>
            <li className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {site.hours.header}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.brand.founded}–{year} {site.brand.legalName}
          </p>
          {/* Each link a finger's target (24 px, WCAG 2.5.8) when the row wraps, as the Hindi words' longer row does. */}
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {site.footer.legal.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="inline-flex min-h-6 items-center hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
            {other && (
              <li>
                <LanguageSwitch className="text-white hover:underline" />
              </li>
            )}
          </ul>
        </div>
      </div>
      {/* Fixed to the viewport; inside the footer so that it belongs to a landmark. */}
      <FloatingButtons page={page} />
    </footer>
  )
}
