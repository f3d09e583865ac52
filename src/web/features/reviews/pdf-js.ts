// PDF.js, loaded only by the PDF viewer through a dynamic import: no other page's bundle carries it. Its
// worker is a file of the build of its own (Vite's `?url`), served from /assets like every script.
import { GlobalWorkerOptions, getDocument, RenderingCancelledException, version } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Where PDF.js finds its fonts, colour profiles and image decoders: the build emits them under a folder of
 * its version (vite.config.ts, pdfjsData); the dev server serves the package itself.
 */
const dataBase = import.meta.env.DEV ? '/node_modules/pdfjs-dist' : `/assets/pdfjs-${version}`;

/** Opens a PDF by its URL: PDF.js asks for byte ranges, so a long document's first page shows early. */
export function openPdf(url: string) {
  return getDocument({
    url,
    standardFontDataUrl: `${dataBase}/standard_fonts/`,
    iccUrl: `${dataBase}/iccs/`,
    wasmUrl: `${dataBase}/wasm/`,
  });
}

export const isRenderingCancelled = (error: unknown) => error instanceof RenderingCancelledException;
