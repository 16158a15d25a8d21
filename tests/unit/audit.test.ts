import { describe, expect, it } from 'vitest'
import { readAudit } from '../../scripts/audit.ts'

describe('readAudit', () => {
  it('counts high and critical advisories from a report', () => {
    const report = {
      auditReportVersion: 2,
      vulnerabilities: {},
      metadata: { vulnerabilities: { info: 0, low: 1, moderate: 2, high: 1, critical: 0, total: 4 } },
    }
    expect(readAudit(JSON.stringify(report))).toEqual({ ran: true, high: 1, critical: 0, total: 4 })
  })
  it('a clean report passes', () => {
    const report = { metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } } }
    expect(readAudit(JSON.stringify(report))).toEqual({ ran: true, high: 0, critical: 0, total: 0 })
  })
  it('says it could not run when the advisory service refuses (the registry answered 405 here)', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    }
    expect(readAudit(JSON.stringify(refused))).toEqual({ ran: false, why: refused.message })
  })
  it('says it could not run when npm printed no JSON', () => {
    expect(readAudit('')).toEqual({ ran: false, why: 'npm audit printed no report' })
    expect(readAudit('npm error network')).toMatchObject({ ran: false, why: expect.stringContaining('network') })
  })
})
