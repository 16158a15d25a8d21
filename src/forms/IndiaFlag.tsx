/**
 * The Indian flag as a small inline drawing, for the +91 marker of the campaign phone field. A flag
 * emoji is not used: Windows shows it as the letters "IN" and systems without an emoji font as boxes.
 */
export function IndiaFlag({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 30 20" className={className} aria-hidden="true" focusable="false">
      <rect width="30" height="20" rx="2" fill="#fff" />
      <path d="M2 0h26a2 2 0 0 1 2 2v4.67H0V2a2 2 0 0 1 2-2z" fill="#ff9933" />
      <path d="M0 13.33h30V18a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2z" fill="#138808" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.7" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
      <rect width="29.5" height="19.5" x="0.25" y="0.25" rx="1.9" fill="none" stroke="rgb(15 23 42 / 0.15)" strokeWidth="0.5" />
    </svg>
  )
}
