import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { api, type Schemas } from './api.ts'

const Ctx = createContext<{ schemas: Schemas | null; error: string; reload: () => void }>({
  schemas: null,
  error: '',
  reload: () => undefined,
})

/** Schemas, section types, icons, links and prices: loaded once, again after a save that may change them. */
/** The forms' data, read once for the screens of the pages (`load`: only where the person's work includes them). */
export function SchemasProvider({ children, load = true }: { children: ReactNode; load?: boolean }) {
  const [schemas, setSchemas] = useState<Schemas | null>(null)
  const [error, setError] = useState('')
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (load) api.schemas().then(setSchemas, (e: Error) => setError(e.message))
  }, [tick, load])
  return <Ctx.Provider value={{ schemas, error, reload: () => setTick((t) => t + 1) }}>{children}</Ctx.Provider>
}

export const useSchemas = () => useContext(Ctx)

/** The #ids of the sections of the page being edited, for the link picker. */
export const AnchorsContext = createContext<string[]>([])
