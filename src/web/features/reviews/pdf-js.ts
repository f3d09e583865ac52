// PDF.js, loaded only by the PDF viewer through a dynamic import: no other page's bundle carries it. Its
// worker is a file of the build of its own (Vite's `?url`), served from /assets like every script.
import { GlobalWorkerOptions, getDocument, RenderingCancelledException } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens a PDF by its URL: PDF.js asks for byte ranges, so a long document's first page shows early. */
export function openPdf(url: string) {
  return getDocument({ url });
}

export const isRenderingCancelled = (error: unknown) => error instanceof RenderingCancelledException;
