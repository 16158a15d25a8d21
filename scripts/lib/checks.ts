/**
 * A rehearsal's table of checks (npm run rehearse, npm run rehearse:office): each check an area, what it
 * shows, whether it held and what was seen. A step that throws or hangs is a miss with its message, and the
 * rehearsal goes on where it can; the table is printed at the end and a miss makes the exit code 1.
 */
export interface Check {
  area: string
  what: string
  ok: boolean
  detail: string
}

export class Checks {
  readonly list: Check[] = []

  check(area: string, what: string, ok: boolean, detail = ''): void {
    this.list.push({ area, what, ok, detail })
  }

  /** Runs a step as one check; `seconds` bounds it, so a step that hangs is a miss, not a rehearsal that never ends. */
  async step(area: string, what: string, seconds: number, run: () => Promise<string | void>): Promise<boolean> {
    try {
      const detail = await Promise.race([
        run(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${seconds} s`)), seconds * 1000).unref()),
      ])
      this.check(area, what, true, detail ?? '')
      return true
    } catch (e) {
      this.check(area, what, false, (e as Error).message.split('\n').slice(0, 3).join(' '))
      return false
    }
  }

  get missed(): number {
    return this.list.filter((c) => !c.ok).length
  }

  /** The table, a line per check ("ok" or "MISS"), and how many passed. */
  print(title: string, after = ''): void {
    const width = Math.max(...this.list.map((c) => c.what.length), 10)
    const area = Math.max(...this.list.map((c) => c.area.length), 4)
    console.log(`\n${title}\n`)
    for (const c of this.list)
      console.log(`${c.ok ? 'ok  ' : 'MISS'}  ${c.area.padEnd(area)} ${c.what.padEnd(width)}  ${c.detail.replace(/\s*\n\s*/g, ' ')}`)
    console.log(`\n${this.list.length - this.missed} of ${this.list.length} checks passed${after}.`)
  }
}
