/** Placing a new service's card, on the office computer's files: the work itself is ./card-places.ts. */
import { cardSpotsIn, placeCardIn } from './card-places.ts'
import { siteFolder, written } from './site-folder.ts'
import type { CardPlaceResult, CardSpots } from '../../src/editor/protocol.ts'

export { cardLike } from './card-places.ts'

/** Where the card can go on each page: the section's cards by name, so the editor can offer a position. */
export function cardSpots(root: string, fileArg: unknown): CardSpots {
  return cardSpotsIn(siteFolder(root), fileArg)
}

/** Places the card where `places` says, checked in full, then written. */
export function placeCard(root: string, body: unknown): CardPlaceResult {
  return written(root, placeCardIn(siteFolder(root), body))
}
