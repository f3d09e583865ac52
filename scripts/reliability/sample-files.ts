import { createHash, randomBytes } from 'node:crypto';

// Small files the portal accepts by their bytes (it sniffs the type; the name alone is not enough). Each
// carries random bytes, so a download can be matched to its upload.

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngHeader = Buffer.from('0000000d494844520000000100000001080600000000', 'hex');

export type SampleFile = { name: string; type: string; bytes: Buffer; sha256: string };

export function sampleFile(index: number): SampleFile {
  const noise = randomBytes(256 + Math.floor(Math.random() * 4096));
  const bytes =
    index % 2 === 0
      ? Buffer.concat([pngSignature, pngHeader, Buffer.alloc(4), noise])
      : Buffer.concat([Buffer.from('%PDF-1.4\n%'), noise, Buffer.from('\n%%EOF\n')]);
  const [name, type] = index % 2 === 0 ? ['proof.png', 'image/png'] : ['proof.pdf', 'application/pdf'];
  return { name, type, bytes, sha256: sha256(bytes) };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
