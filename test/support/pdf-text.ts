import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a PDF reads as, page by page: the text a person sees, each page's runs joined by spaces. */
export async function pdfText(bytes: ArrayBuffer): Promise<string[]> {
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await loading.destroy();
  return pages;
}
