/** Bytes as base64 and back, without Node's Buffer (the Workers runtime has only atob and btoa). */

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** Base64 as GitHub and the store hold it; line breaks (GitHub wraps its blobs) are ignored. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/\s+/g, ''))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** The URL-safe form, without padding: tokens, passkeys' ids and JWTs. */
export const base64url = (bytes: Uint8Array): string => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** Either form back to bytes. */
export const fromBase64url = (text: string): Uint8Array<ArrayBuffer> => fromBase64(text.replace(/-/g, '+').replace(/_/g, '/'))
