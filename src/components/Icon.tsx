import type { IconName } from '../generated/content.ts'
import { icons } from './icons.ts'

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Component = icons[name]
  return <Component className={className} aria-hidden="true" focusable="false" />
}
