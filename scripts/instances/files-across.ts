import { randomBytes } from 'node:crypto';
import type { PortalSession } from '../reliability/portal-session';
import { sampleFile, sha256 } from '../reliability/sample-files';
import type { Member } from './client-joins';
import { expect, on, shown } from './cross-instance';
import type { Instance, InstancePair } from './instance-pair';

/**
 * A PDF past the S3 client's 5 MiB part size, so the upload goes up as a multipart upload
 * (@aws-sdk/lib-storage), as a large report does in production.
 */
function largeReport() {
  const bytes = Buffer.concat([
    Buffer.from('%PDF-1.4\n%'),
    randomBytes(6 * 1024 * 1024 + 4321),
    Buffer.from('\n%%EOF\n'),
  ]);
  return { name: 'quarterly-report.pdf', type: 'application/pdf', bytes, sha256: sha256(bytes) };
}

async function downloadOn(session: PortalSession, instance: Instance, path: string, expectedSha: string) {
  const { status, bytes } = await session.getBytes(on(instance, path));
  expect(status === 200, `Downloading ${path} on ${instance.name} answered ${status}`);
  expect(
    sha256(bytes) === expectedSha,
    `${path} downloaded on ${instance.name} is not the uploaded file (${bytes.length} bytes)`,
  );
}

/**
 * Files live in the bucket, not on an instance's disk: the admin's large report uploaded on A downloads
 * byte for byte on B, and the client's small attachment uploaded on B downloads on A.
 */
export async function filesAcrossInstances(
  pair: InstancePair,
  admin: PortalSession,
  client: Member,
  taskId: string,
): Promise<string> {
  const { a, b } = pair;
  const objectsBefore = (await pair.s3.objectKeys()).length;

  const report = largeReport();
  const form = new FormData();
  form.append('category', 'report');
  form.append('file', new Blob([new Uint8Array(report.bytes)], { type: report.type }), report.name);
  const uploaded = await admin.postForm(on(a, `/api/admin/clients/${client.id}/files`), form);
  const url = (uploaded.body as { url?: string }).url;
  expect(
    uploaded.status === 201 && url,
    `Uploading the report on A answered ${uploaded.status}: ${shown(uploaded.body)}`,
  );
  await downloadOn(client.session, b, url, report.sha256);

  const picture = sampleFile(0);
  const comment = new FormData();
  comment.append('content', 'The proof you asked for');
  comment.append('file', new Blob([new Uint8Array(picture.bytes)], { type: picture.type }), picture.name);
  const commented = await client.session.postForm(on(b, `/api/tasks/${taskId}/comments`), comment);
  const attachment = (commented.body as { attachments?: { downloadUrl: string }[] }).attachments?.[0];
  expect(
    commented.status === 201 && attachment,
    `Commenting with a file on B answered ${commented.status}: ${shown(commented.body)}`,
  );
  await downloadOn(admin, a, attachment.downloadUrl, picture.sha256);

  const objectsAfter = (await pair.s3.objectKeys()).length;
  expect(
    objectsAfter === objectsBefore + 2,
    `The bucket holds ${objectsAfter - objectsBefore} new objects after two uploads, not 2`,
  );
  return `${report.bytes.length} bytes up on A (multipart) and down on B; ${picture.bytes.length} bytes up on B and down on A`;
}
