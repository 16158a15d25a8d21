/** The last commit the office computer's checks compare with, kept between the checks made while typing. */
import { readBase, type Base } from '../lib/content/index.ts'

const bases = new Map<string, Base>()

/**
 * The last commit, that the check compares with (old prices still shown, links to removed pages): read when a
 * file is opened or saved (`fresh`), and kept for the checks and previews in between, which so run no git.
 */
export function lastCommit(root: string, fresh = false): Base {
  let base = bases.get(root)
  if (!base || fresh) bases.set(root, (base = readBase(root)))
  return base
}
