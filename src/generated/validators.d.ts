// The types of validators.js (written by `npm run gen:validators`, scripts/gen-validators.ts).
import type { ValidateFunction } from 'ajv'

/** What the validators were compiled from (fingerprintOf in src/checker/validate.ts). */
export declare const fingerprint: string
/** Validators by schema id: page.schema.json and each pages/_site/ file's schema. */
declare const validators: Record<string, ValidateFunction>
export default validators
