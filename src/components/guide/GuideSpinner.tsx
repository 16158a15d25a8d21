/** The guide viewer's loading state; also what the prerendered /ebook shows (the server has no ?id=). */
export function GuideSpinner({ title, text }: { title?: string; text: string }) {
  return (
    <div
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 bg-slate-50 px-6 py-20 text-center"
      role="status"
      aria-live="polite"
    >
      {title && <h1 className="sr-only">{title}</h1>}
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-trust-100 border-t-trust-700 motion-reduce:animate-none"
      />
      <p className="text-lg font-medium text-slate-700">{text}</p>
    </div>
  )
}
