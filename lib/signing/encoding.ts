// The written form of a signature, shared by both flavours of the signing helper.

/** 'base64url': URL-safe alphabet; 'base64': the standard one (React Router's cookies). Never padded. */
export type SignatureEncoding = 'base64' | 'base64url';

export function encodeSignature(bytes: Uint8Array, encoding: SignatureEncoding): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const base64 = btoa(binary).replace(/=+$/, '');
  return encoding === 'base64url' ? base64.replace(/\+/g, '-').replace(/\//g, '_') : base64;
}

const ALPHABET: Record<SignatureEncoding, RegExp> = {
  base64: /^[A-Za-z0-9+/]*$/,
  base64url: /^[A-Za-z0-9_-]*$/,
};

/**
 * The bytes of a written signature, or null when it is not written the one way encodeSignature
 * writes them (another alphabet, padding, stray characters, or unused low bits set).
 */
export function decodeSignature(text: string, encoding: SignatureEncoding): Uint8Array<ArrayBuffer> | null {
  if (!ALPHABET[encoding].test(text) || text.length % 4 === 1) return null;
  const base64 = encoding === 'base64url' ? text.replace(/-/g, '+').replace(/_/g, '/') : text;
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return encodeSignature(bytes, encoding) === text ? bytes : null;
}
