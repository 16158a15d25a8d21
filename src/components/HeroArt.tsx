/** Decoration for heroes that have no form or picture beside the heading: a certificate, a shield and a growth chart. */
export function HeroArt() {
  return (
    <svg viewBox="0 0 480 400" className="hidden h-auto w-full max-w-md justify-self-end lg:block" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-art-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e8eefc" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="200" r="170" fill="rgb(255 255 255 / 0.06)" />
      <circle cx="250" cy="200" r="120" fill="rgb(255 255 255 / 0.05)" />
      <g transform="rotate(-6 200 200)">
        <rect x="110" y="70" width="220" height="270" rx="18" fill="url(#hero-art-card)" />
        <rect x="140" y="105" width="120" height="14" rx="7" fill="#1e40af" />
        <rect x="140" y="135" width="160" height="9" rx="4.5" fill="#cbd5e1" />
        <rect x="140" y="155" width="140" height="9" rx="4.5" fill="#cbd5e1" />
        <rect x="140" y="175" width="150" height="9" rx="4.5" fill="#cbd5e1" />
        <rect x="140" y="205" width="90" height="9" rx="4.5" fill="#cbd5e1" />
        <circle cx="270" cy="285" r="30" fill="#fbbf24" />
        <path d="m256 285 10 10 20-20" fill="none" stroke="#0f172a" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="140" y="295" width="70" height="8" rx="4" fill="#94a3b8" />
      </g>
      <g transform="translate(318 60)">
        <path d="M60 0 112 20v44c0 36-22 62-52 76C30 126 8 100 8 64V20Z" fill="#15803d" />
        <path d="m38 68 16 16 30-32" fill="none" stroke="#fff" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <g transform="translate(300 250)">
        <rect width="150" height="110" rx="16" fill="#ffffff" />
        <rect x="22" y="62" width="18" height="30" rx="4" fill="#93c5fd" />
        <rect x="50" y="48" width="18" height="44" rx="4" fill="#60a5fa" />
        <rect x="78" y="34" width="18" height="58" rx="4" fill="#3b82f6" />
        <rect x="106" y="18" width="18" height="74" rx="4" fill="#1d4ed8" />
        <path d="M24 46 58 30l28 8 38-26" fill="none" stroke="#15803d" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </svg>
  )
}
