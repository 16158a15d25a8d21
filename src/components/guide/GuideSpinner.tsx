/** The guide viewer's loading state, inside the page's own box; also what the prerendered /ebook shows (the server has no ?id=). */
export function GuideSpinner({ text }: { text: string }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 px-6 text-center" role="status" aria-live="polite">
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-trust-100 border-t-trust-700 motion-reduce:animate-none"
      />
      <p className="text-lg font-medium text-slate-700">{text}</p>
    </div>
  )
}
