import type { Context } from 'hono';
import { sniffedType, type UploadDeclaration } from '../../shared/domain/upload-declaration';
import { AppError } from '../core/errors';
import type { DbOrTx } from '../db/connection';
import { type AcceptedType, type StoredUpload, storeUpload } from '../storage/store-upload';
import { openUploadBudget } from '../storage/upload-budget';
import { UploadRateLimitedError } from '../storage/upload-rate';
import type { AppEnv } from './app-env';
import { currentActor } from './session';
import { isMultipart, readMultipart, type UploadLimits } from './upload';

// The one way a route takes an upload. The route declares it (`shared/domain/uploads.ts`: its fields, its
// file parts with their count, size and types, whose quota they count against); the pipeline reads the
// multipart body part by part, refuses anything the declaration does not take while it reads (the request as
// a whole is not capped: the per-file caps and counts are the cap), stores each file, and hands the feature
// the fields and stored files to write its rows with. Stored files are removed if anything fails.

/** The server's rule for a file's type, by its sniffed MIME type (and where bytes alone cannot tell, its name or first bytes). */
export type AcceptFile = (
  sniffedMime: string | undefined,
  fileName: string | undefined,
  head: Buffer,
) => AcceptedType | undefined;

/** An upload route: its declaration, and the server's own type rule for a part that needs more than the MIME type. */
export type UploadRoute<D extends UploadDeclaration> = {
  declaration: D;
  accept: Partial<Record<keyof D['files'], AcceptFile>>;
};

/**
 * Declares a route's upload. A file part is accepted by the type of its declaration whose MIME type its bytes
 * sniff as, unless `accept` gives the part a rule of its own (a compound Office file named by its extension,
 * an SVG checked whole).
 */
export function uploadRoute<D extends UploadDeclaration>(
  declaration: D,
  accept: Partial<Record<keyof D['files'], AcceptFile>> = {},
): UploadRoute<D> {
  return { declaration, accept };
}

export type ReceivedUpload<D extends UploadDeclaration> = {
  fields: Partial<Record<D['fields'][number], string>>;
  files: Record<keyof D['files'], StoredUpload[]>;
  /**
   * First in the transaction that writes the rows: the uploader may still write and the client's quota holds
   * with the uploads committed since (`storage/upload-budget.ts`).
   */
  confirm(tx: DbOrTx): Promise<void>;
};

export type ReceiveOptions<D extends UploadDeclaration, R> = (D['quota'] extends 'client'
  ? /** The client whose quota the files count against, once access to the row is checked. */
    { clientId: string }
  : { clientId?: undefined }) & {
  /** Where each file is stored: `{folder}/{timestamp}-{random}.{ext}`, with the extension of its content. */
  folder: string;
  /** A fixed key for the detected extension instead (SPEC's `{userId}/logo.{ext}`). */
  key?: (ext: string) => string;
  /** Checks the fields and writes the rows in one transaction; its failure removes the stored files. */
  write: (upload: ReceivedUpload<D>) => Promise<R>;
  /** For a fixed key: true when a row names the stored file (it replaced the previous one), so it is kept. */
  keepAfterFailure?: (file: StoredUpload) => Promise<boolean>;
};

export type ReceiveUpload<D extends UploadDeclaration> = <R>(options: ReceiveOptions<D, R>) => Promise<R>;

/** The limits the multipart reader enforces as it parses; each part's own count and size are checked here. */
function readerLimits(declaration: UploadDeclaration): UploadLimits {
  const rules = Object.values(declaration.files);
  return {
    maxFileBytes: Math.max(0, ...rules.map((rule) => rule.maxBytes)),
    // One more of each than declared, so that the part past a limit is refused here by name and SPEC's words.
    maxFiles: rules.reduce((sum, rule) => sum + rule.maxCount, 0) + 1,
    maxFields: declaration.fields.length + 1,
    maxFieldBytes: declaration.maxFieldBytes,
  };
}

/**
 * Bounds on the file bytes of a request, from its declared Content-Length, before its body is read:
 * `least` is what the files must weigh at least (0 when no length is declared, as with chunked bodies), what
 * is left once the text fields and, per file, the boundary and part headers (a browser's are under 1 KB even
 * with a long escaped name) are taken off; `most` what they may weigh at most.
 */
export function declaredFileBytes(
  request: Request,
  declaration: UploadDeclaration,
): { least: number; most: number } {
  const rules = Object.values(declaration.files);
  const files = rules.reduce((sum, rule) => sum + rule.maxCount, 0);
  const most = rules.reduce((sum, rule) => sum + rule.maxCount * rule.maxBytes, 0);
  const framing = declaration.fields.length * declaration.maxFieldBytes + files * 4 * 1024;
  const header = request.headers.get('content-length');
  const length = header && /^\d+$/.test(header) ? Number(header) : undefined;
  if (length === undefined) return { least: 0, most };
  return { least: Math.max(0, length - framing), most: Math.min(most, length) };
}

function names(list: readonly string[]): string {
  const quoted = list.map((name) => `'${name}'`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : (quoted[0] ?? '');
}

const fieldRefusal = (field: string, message: string) =>
  new AppError('bad_request', message, { [field]: [message] });

/**
 * The upload of this request, for its route: the feature checks access first (another client's row is not
 * found before a byte is read), then receives. The caller must be signed in (the route's guard).
 */
export function uploadReceiver<D extends UploadDeclaration>(
  c: Context<AppEnv>,
  route: UploadRoute<D>,
): ReceiveUpload<D> {
  const { declaration } = route;
  const partNames = [...declaration.fields, ...Object.keys(declaration.files)];
  const unexpected = (name: string) =>
    new AppError('bad_request', `Unexpected part '${name}': send ${names(partNames)} only.`);

  return async <R>(options: ReceiveOptions<D, R>): Promise<R> => {
    const request = c.req.raw;
    if (!isMultipart(request.headers.get('content-type') ?? undefined) || !request.body) {
      throw new AppError('bad_request', 'Expected a multipart/form-data body.');
    }
    const { db, storage, rateLimiter, config } = c.get('deps');
    const { user, sessionId } = currentActor(c);
    const declared = declaredFileBytes(request, declaration);
    const stored: StoredUpload[] = [];
    try {
      const budget = await openUploadBudget({
        db,
        storage,
        rateLimiter,
        limits: config.uploads,
        clientId: declaration.quota === 'client' ? (options.clientId ?? null) : null,
        userId: user.id,
        sessionId,
        leastIncomingBytes: declared.least,
        mostIncomingBytes: declared.most,
      });
      const fields: Record<string, string> = {};
      const files: Record<string, StoredUpload[]> = Object.fromEntries(
        Object.keys(declaration.files).map((name) => [name, []]),
      );
      for await (const part of readMultipart(request, readerLimits(declaration))) {
        if (part.kind === 'field') {
          if (!declaration.fields.includes(part.name)) throw unexpected(part.name);
          if (part.name in fields) throw fieldRefusal(part.name, `'${part.name}' was sent more than once.`);
          fields[part.name] = part.value;
          continue;
        }
        // Own names only: a part named 'constructor' is no declared part.
        const rule = Object.hasOwn(declaration.files, part.name) ? declaration.files[part.name] : undefined;
        const kept = files[part.name];
        if (!rule || !kept) {
          part.stream.destroy();
          throw unexpected(part.name);
        }
        if (kept.length >= rule.maxCount) {
          part.stream.destroy();
          throw fieldRefusal(part.name, rule.refusals.tooMany);
        }
        const file = await storeUpload({
          storage,
          budget,
          folder: options.folder,
          key: options.key,
          fileName: part.fileName,
          stream: part.stream,
          accept: route.accept[part.name as keyof D['files']] ?? ((mime) => sniffedType(rule, mime)),
          maxBytes: rule.maxBytes,
          refusals: rule.refusals,
        });
        stored.push(file);
        kept.push(file);
      }
      for (const [name, rule] of Object.entries(declaration.files)) {
        if (rule.refusals.missing && files[name]?.length === 0)
          throw fieldRefusal(name, rule.refusals.missing);
      }
      return await options.write({
        fields: fields as ReceivedUpload<D>['fields'],
        files: files as ReceivedUpload<D>['files'],
        confirm: budget.confirm,
      });
    } catch (error) {
      await Promise.all(
        stored.map(async (file) => {
          // A row that cannot be read may name the file: kept, and swept at start-up if no row does.
          const keep = options.keepAfterFailure
            ? await options.keepAfterFailure(file).catch(() => true)
            : false;
          if (keep) return;
          await storage.delete(file.key).catch(() => undefined);
        }),
      );
      if (error instanceof UploadRateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  };
}
