/**
 * `npm audit --omit=dev`, read for the quality summary: fails (exit 1) when a dependency that ships to
 * visitors has a high or critical advisory. When the registry's advisory service cannot be asked (offline,
 * or a mirror that refuses the request, as on our build machines: 405), it says so and does not fail:
 * nothing was found, but nothing was checked either, and the summary shows which.
 */
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { recordFigure } from './lib/figures.ts'

interface AuditReport {
  metadata?: { vulnerabilities?: Record<'info' | 'low' | 'moderate' | 'high' | 'critical' | 'total', number> }
  message?: string
  error?: { summary?: string }
}

export type AuditResult = { ran: true; high: number; critical: number; total: number } | { ran: false; why: string }

/** What `npm audit --json` printed, as a verdict. */
export function readAudit(stdout: string): AuditResult {
  let report: AuditReport
  try {
    report = JSON.parse(stdout) as AuditReport
  } catch {
    return { ran: false, why: `npm audit printed no report${stdout.trim() ? `: ${stdout.trim().slice(0, 120)}` : ''}` }
  }
  const v = report.metadata?.vulnerabilities
  if (!v) return { ran: false, why: report.message || report.error?.summary || 'no report from the advisory service' }
  return { ran: true, high: v.high ?? 0, critical: v.critical ?? 0, total: v.total ?? 0 }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', shell: process.platform === 'win32' })
  const result = readAudit(out.stdout ?? '')
  const measure = 'npm audit --omit=dev'
  const target = 'no high or critical advisories'
  if (result.ran) {
    const bad = result.high + result.critical
    recordFigure({
      area: 'security',
      measure,
      result: `${result.critical} critical, ${result.high} high (${result.total} advisories of any level)`,
      target,
      met: bad === 0,
      gate: true,
    })
    console.log(`npm audit: ${result.critical} critical, ${result.high} high, ${result.total} in all`)
    if (bad) {
      console.error('Run `npm audit --omit=dev` for the details, and update the packages it names.')
      process.exitCode = 1
    }
  } else {
    recordFigure({ area: 'security', measure, result: `could not ask the advisory service: ${result.why}`, target, met: null, gate: true })
    console.warn(`npm audit could not run here (${result.why}); nothing was checked.`)
  }
}
