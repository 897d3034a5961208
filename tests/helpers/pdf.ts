// The text of a PDF, for tests that check what an invoice says. pdf-parse's library entry is used
// directly: its package index runs a self-test when imported without a parent module.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (
  data: Buffer,
) => Promise<{ text: string; numpages: number; info: Record<string, unknown> }>;

export async function pdfText(data: ArrayBuffer | Uint8Array): Promise<{ text: string; pages: number; info: Record<string, unknown> }> {
  const result = await pdfParse(Buffer.from(data instanceof Uint8Array ? data : new Uint8Array(data)));
  return { text: result.text, pages: result.numpages, info: result.info };
}
