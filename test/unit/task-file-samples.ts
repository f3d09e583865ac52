import { crc32 } from 'node:zlib';

// Small files whose first bytes are what real files of each type start with, for the upload tests.

/** An uncompressed ("stored") zip archive of the given entries. */
export function zipOf(entries: [name: string, data: string | Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const openXmlTypes = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  `<Override PartName="/main.xml" ContentType="${main}"/></Types>`;

export const samples = {
  jpeg: Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64)]),
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'),
  mp4: Buffer.concat([Buffer.from('00000018667479706d703432000000006d703432', 'hex'), Buffer.alloc(64)]),
  zip: zipOf([['hello.txt', 'hello world']]),
  docx: zipOf([
    [
      '[Content_Types].xml',
      openXmlTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
    ],
    ['word/document.xml', '<w:document/>'],
  ]),
  // Refused: other types, including one that is a zip underneath and one that claims to be a PNG by name only.
  xlsx: zipOf([
    [
      '[Content_Types].xml',
      openXmlTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
    ],
    ['xl/workbook.xml', '<workbook/>'],
  ]),
  gif: Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256)]),
  text: Buffer.from('just some words, not a picture'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};
