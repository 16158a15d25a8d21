/** The three ways the editor's calls are answered (./ways.ts opens them; scripts/test-contract.ts tabulates them). */
export const WAYS = ['the office computer, its folder alone', 'the office computer, the site running', 'the web address'] as const
export type WayName = (typeof WAYS)[number]
