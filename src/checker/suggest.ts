/** Damerau-Levenshtein distance (optimal string alignment), small strings only. */
export function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) d[0][j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  }
  return d[a.length][b.length]
}

/** The closest candidate, when it is close enough to be a likely typo. */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const lower = input.toLowerCase()
  let best: string | undefined
  let bestScore = Infinity
  for (const c of candidates) {
    const score = distance(lower, c.toLowerCase())
    if (score < bestScore) {
      best = c
      bestScore = score
    }
  }
  if (best === undefined) return undefined
  const limit = Math.max(2, Math.floor(Math.max(input.length, best.length) / 3))
  return bestScore <= limit ? best : undefined
}
