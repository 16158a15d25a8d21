// @vitest-environment jsdom
/** notify(): sonner is loaded on the first notice only, and the notice lands in its aria-live region. */
import { describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { notify } from '../../src/forms/notify.tsx'

const labels = { regionLabel: 'Notifications', closeLabel: 'Close notification' }

describe('notify', () => {
  it('mounts one Toaster on first use and announces each notice', async () => {
    expect(document.querySelector('[aria-live]')).toBeNull()
    await notify('error', { title: 'Error', description: 'Something went wrong. Please try again.' }, labels)
    const region = document.querySelector('section[aria-live="polite"]')!
    expect(region.getAttribute('aria-label')).toMatch(/^Notifications/)
    await waitFor(() => expect(region.textContent).toContain('Something went wrong. Please try again.'))
    expect(region.querySelector('[data-type="error"]')).not.toBeNull()
    // sonner's inline <style> is kept out (the CSP refuses it); its CSS comes as a stylesheet instead.
    expect([...document.head.querySelectorAll('style')].some((s) => s.textContent?.includes('[data-sonner-toaster]'))).toBe(false)

    await notify(
      'success',
      { title: 'Successfully subscribed!', description: 'Thank you for subscribing to our business insights.' },
      labels,
    )
    await waitFor(() => expect(region.textContent).toContain('Successfully subscribed!'))
    expect(document.querySelectorAll('section[aria-live]').length).toBe(1)
  })
})
