import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredObject = { body: Buffer; contentType: string };

/**
 * A stand-in for an S3-compatible service (an outside service, so a fake is allowed): path-style
 * `/{bucket}/{key}` with PutObject, GetObject (with a single-range `Range`, as S3 answers it: 206 and
 * `Content-Range`, or 416 InvalidRange), HeadObject, DeleteObject and the four multipart calls that
 * lib-storage uses for bodies over 5 MiB. It checks no signatures.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>();
  const calls: string[] = [];
  /** Each GetObject's Range header, with its key. */
  const ranges: string[] = [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const uploadId = url.searchParams.get('uploadId');
    const body = await readBody(req);
    const call = describeCall(req.method ?? '', url.searchParams);
    calls.push(`${call} ${key}`);
    if (bucketName !== bucket) return sendError(res, 404, 'NoSuchBucket');

    switch (call) {
      case 'PutObject':
        objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
        return send(res, 200, '', { ETag: '"etag"' });
      case 'GetObject':
      case 'HeadObject': {
        const object = objects.get(key);
        if (!object) return sendError(res, 404, 'NoSuchKey', req.method === 'HEAD');
        const range = req.headers.range;
        if (call === 'GetObject' && range) {
          ranges.push(`${range} ${key}`);
          return sendRange(res, object, range);
        }
        res.writeHead(200, {
          'Content-Type': object.contentType,
          'Content-Length': object.body.length,
          ETag: '"etag"',
        });
        return res.end(req.method === 'HEAD' ? undefined : object.body);
      }
      case 'DeleteObject':
        objects.delete(key);
        return send(res, 204, '');
      case 'CreateMultipartUpload': {
        const id = randomUUID();
        uploads.set(id, {
          key,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          parts: new Map(),
        });
        return sendXml(res, 'InitiateMultipartUploadResult', { Bucket: bucket, Key: key, UploadId: id });
      }
      case 'UploadPart': {
        const upload = uploads.get(uploadId ?? '');
        if (!upload) return sendError(res, 404, 'NoSuchUpload');
        const partNumber = Number(url.searchParams.get('partNumber'));
        upload.parts.set(partNumber, body);
        return send(res, 200, '', { ETag: `"part-${partNumber}"` });
      }
      case 'CompleteMultipartUpload': {
        const upload = uploads.get(uploadId ?? '');
        if (!upload) return sendError(res, 404, 'NoSuchUpload');
        const ordered = [...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part);
        objects.set(upload.key, { body: Buffer.concat(ordered), contentType: upload.contentType });
        uploads.delete(uploadId ?? '');
        return sendXml(res, 'CompleteMultipartUploadResult', { Bucket: bucket, Key: key, ETag: '"etag"' });
      }
      case 'AbortMultipartUpload':
        uploads.delete(uploadId ?? '');
        return send(res, 204, '');
      default:
        return sendError(res, 501, 'NotImplemented');
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    /** Multipart uploads started and neither completed nor aborted. */
    uploads,
    calls,
    ranges,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function describeCall(method: string, query: URLSearchParams): string {
  if (method === 'POST' && query.has('uploads')) return 'CreateMultipartUpload';
  if (method === 'POST' && query.has('uploadId')) return 'CompleteMultipartUpload';
  if (method === 'PUT' && query.has('uploadId')) return 'UploadPart';
  if (method === 'DELETE' && query.has('uploadId')) return 'AbortMultipartUpload';
  const simple: Record<string, string> = {
    PUT: 'PutObject',
    GET: 'GetObject',
    HEAD: 'HeadObject',
    DELETE: 'DeleteObject',
  };
  return simple[method] ?? `${method} (unsupported)`;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, headers);
  res.end(body);
}

function sendXml(res: ServerResponse, root: string, fields: Record<string, string>) {
  const inner = Object.entries(fields)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('');
  send(res, 200, `<?xml version="1.0" encoding="UTF-8"?><${root}>${inner}</${root}>`, {
    'Content-Type': 'application/xml',
  });
}

function sendError(res: ServerResponse, status: number, code: string, headOnly = false) {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(headOnly ? undefined : xml);
}

/** A GetObject with `Range: bytes=a-b | a- | -n`, answered as S3 does. */
function sendRange(res: ServerResponse, object: StoredObject, range: string) {
  const size = object.body.length;
  const match = /^bytes=(\d*)-(\d*)$/.exec(range);
  if (!match || (match[1] === '' && match[2] === '')) return sendError(res, 400, 'InvalidArgument');
  const [, first = '', last = ''] = match;
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return sendError(res, 416, 'InvalidRange');
  res.writeHead(206, {
    'Content-Type': object.contentType,
    'Content-Length': end - start + 1,
    'Content-Range': `bytes ${start}-${end}/${size}`,
    ETag: '"etag"',
  });
  res.end(object.body.subarray(start, end + 1));
}
