/** The visual editor as `npm run edit` serves it, at /_edit over the office computer's files: never part of dist/. */
import { createRoot } from 'react-dom/client'
import { EditorApp } from './App.tsx'

createRoot(document.getElementById('editor')!).render(<EditorApp base="/_edit" />)
