import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Action } from '../generated/content.ts'
import { resolveAction } from '../lib/links.ts'
import { cn } from '../lib/cn.ts'
import { Icon } from './Icon.tsx'
import { useSite } from './SiteContext.tsx'

export type ButtonStyle = NonNullable<Action['style']>

const styles: Record<ButtonStyle, string> = {
  primary: 'bg-accent-400 text-ink hover:bg-accent-500 shadow-sm',
  secondary: 'bg-trust-700 text-white hover:bg-trust-800 shadow-sm',
  outline: 'border-2 border-current bg-transparent hover:bg-black/5',
  ghost: 'bg-transparent underline-offset-4 hover:underline',
}

export const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'

export function buttonClass(style: ButtonStyle, extra?: string): string {
  return cn(buttonBase, styles[style], extra)
}

/** A YAML Action as a link that looks like a button: internal links use client-side navigation. */
export function ActionLink({
  action,
  style,
  className,
  children,
}: {
  action: Action
  style?: ButtonStyle
  className?: string
  children?: ReactNode
}) {
  const site = useSite()
  const to = resolveAction(action, site)
  // A telephone number never breaks across lines.
  const cls = buttonClass(action.style ?? style ?? 'primary', cn(to.href.startsWith('tel:') && 'whitespace-nowrap', className))
  const body = (
    <>
      {action.icon && <Icon name={action.icon} className="size-5" />}
      {children ?? action.label}
      {to.newTab && <span className="sr-only"> {site.labels.newTab}</span>}
    </>
  )
  if (to.internal)
    return (
      <Link to={to.href} className={cls}>
        {body}
      </Link>
    )
  return (
    <a
      href={to.href}
      className={cls}
      {...(to.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(to.download ? { download: '' } : {})}
    >
      {body}
    </a>
  )
}
