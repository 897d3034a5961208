// The text of a PDF, for tests that check what an invoice says, read with unpdf (Mozilla's PDF.js in its
// serverless build). pdf-parse 1 carried a 2018 PDF.js that misreads flate streams on Node 24
// (docs/decisions/0055): "Invalid PDF structure" for invoices other readers open.
import { extractText, getDocumentProxy, getMeta } from 'unpdf';

export async function pdfText(data: ArrayBuffer | Uint8Array): Promise<{ text: string; pages: number; info: Record<string, unknown> }> {
  const bytes = new Uint8Array(data instanceof Uint8Array ? data : new Uint8Array(data));
  const pdf = await getDocumentProxy(bytes.slice());
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  const { info } = await getMeta(pdf);
  return { text, pages: totalPages, info: info as Record<string, unknown> };
}
