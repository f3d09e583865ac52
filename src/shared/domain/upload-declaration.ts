// What an upload route takes, declared once (`uploads.ts`): the server's upload pipeline
// (`src/server/http/upload-pipeline.ts`) refuses anything else while it reads the request, and the
// browser's upload forms check a picked file against the same rule first and name its limits in hints.

/** A type a file may be: `mime` is what its bytes sniff as on the server, `extensions` its names' endings. */
export type UploadFileType = { ext: string; mime: string; extensions: readonly string[] };

/** One file part of a multipart upload, by its name. */
export type UploadFileRule<T extends UploadFileType = UploadFileType> = {
  /** Files of this part one request may carry. */
  maxCount: number;
  /** Bytes per file; exactly this many pass. */
  maxBytes: number;
  /** What the file's bytes may be: decided on the server by content sniffing, never by the name or claim. */
  types: readonly T[];
  refusals: {
    /** 415: the bytes are none of `types`. */
    type: string;
    /** 413: a file passes `maxBytes`. */
    tooLarge: string;
    /** 400: more files of this part than `maxCount`. */
    tooMany: string;
    /** 400 when the request carries none; without it, the part may be left out. */
    missing?: string;
  };
};

export type UploadDeclaration = {
  /** The text fields the route reads, by name; any other field is refused. */
  fields: readonly string[];
  /**
   * Bytes kept of a text field. A longer value arrives cut at this size, never refused by the pipeline: it is
   * above the field's contract limit, so that the contract refuses it with the same words as a JSON body.
   */
  maxFieldBytes: number;
  /** The file parts the route reads, by name; any other file is refused. */
  files: Readonly<Record<string, UploadFileRule>>;
  /**
   * Whose storage quota the files count against: the client the row belongs to, or none (the agency's own
   * assets). Every upload also counts against its uploader's rate and needs the disk's free space.
   */
  quota: 'client' | 'none';
};

/** The server's rule for most parts: the declared type whose MIME type the file's bytes sniff as, if any. */
export function sniffedType<T extends UploadFileType>(
  rule: UploadFileRule<T>,
  sniffedMime: string | undefined,
): T | undefined {
  return rule.types.find((type) => type.mime === sniffedMime);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The browser's first check of a picked file, by its name or the type the browser reports, and its size:
 * the refusal to show, or undefined. The server decides again from the bytes.
 */
export function pickedFileRefusal(
  rule: UploadFileRule,
  file: { name: string; type: string; size: number },
): string | undefined {
  const ext = extensionOf(file.name);
  const known = rule.types.some(
    (t) => t.extensions.includes(ext) || (file.type !== '' && t.mime === file.type),
  );
  if (!known) return rule.refusals.type;
  if (file.size > rule.maxBytes) return rule.refusals.tooLarge;
  return undefined;
}

/** The file picker's `accept` filter: every extension and type the rule takes (some systems report no SVG type). */
export function acceptedFiles(rule: UploadFileRule): string {
  return rule.types.flatMap((t) => [...t.extensions.map((e) => `.${e}`), t.mime]).join(',');
}
