// Every logo in the product (a client's on the Brand tab, the agency's on the System tab) follows one rule:
// SPEC §5 lists JPG, PNG and SVG, decided on the server by the file's bytes. An SVG is a document that
// could run script or load other content, so it is taken only when it holds neither.

export type LogoType = { ext: 'jpg' | 'png' | 'svg'; mime: string; extensions: readonly string[] };

/** SPEC §5: only image/jpeg, image/png and image/svg+xml. */
export const logoTypes: readonly LogoType[] = [
  { ext: 'jpg', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { ext: 'png', mime: 'image/png', extensions: ['png'] },
  { ext: 'svg', mime: 'image/svg+xml', extensions: ['svg'] },
];

export function logoTypeOfExtension(ext: string): LogoType | undefined {
  return logoTypes.find((t) => t.ext === ext);
}

/** What an SVG holds that keeps it from being used, named so its owner knows what to remove. */
export type SvgProblem =
  | { kind: 'script' }
  | { kind: 'event-handler'; attribute: string }
  | { kind: 'script-link' }
  | { kind: 'external-reference'; target: string }
  | { kind: 'embedded-document'; element: string }
  | { kind: 'entities' }
  | { kind: 'not-svg' };

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

const reasons: { [K in SvgProblem['kind']]: (problem: Extract<SvgProblem, { kind: K }>) => string } = {
  script: () => 'it contains a script (<script>)',
  'event-handler': ({ attribute }) => `it contains an event handler (${shorten(attribute)})`,
  'script-link': () => 'it contains a javascript: link',
  'external-reference': ({ target }) => `it refers to content outside the image (${shorten(target)})`,
  'embedded-document': ({ element }) => `it embeds HTML or another document (<${shorten(element)}>)`,
  entities: () => 'it declares its own entities (a DOCTYPE with an internal subset)',
  'not-svg': () => 'it is not a valid SVG image',
};

/** The refusal shown under the picker: "This SVG can't be used: it contains a script (<script>). ..." */
export function svgRefusal(problem: SvgProblem): string {
  const reason = (reasons[problem.kind] as (p: SvgProblem) => string)(problem);
  return `This SVG can't be used: ${reason}. Please export a plain SVG, or upload a PNG or JPG.`;
}
