/**
 * Hand-built .xlsx archives for the import's limits: parts whose ZIP headers declare any size (true or
 * not), and zip bombs (a few KB or MB that inflate to GBs) made without ever holding the inflated text.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One stored part: its compressed bytes, the size it truly inflates to and the size its headers declare. */
export type XlsxPart = { data: Buffer; size: number; declaredSize: number; crc: number };

/** A part of `text`, deflated, its headers telling the truth. */
export const textPart = (text: string): XlsxPart => {
  const raw = Buffer.from(text);
  return { data: deflateRawSync(raw), size: raw.length, declaredSize: raw.length, crc: crc32(raw) };
};

/**
 * A part of `prefix`, then `block` `times` times, then `suffix`, compressed in the time of one block:
 * each piece is deflated on its own and ended with a full flush (byte-aligned, with no reference to the
 * bytes before it), so the block's compressed bytes can be repeated as they are. The headers declare the
 * true size unless `declaredSize` is given (a lie: the CRC is not computed either).
 */
export const repeatedPart = (prefix: string, block: string, times: number, suffix: string, declaredSize?: number): XlsxPart => {
  const flushed = (text: string) => deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_FULL_FLUSH });
  const body = flushed(block);
  const data = Buffer.concat([flushed(prefix), ...Array.from({ length: times }, () => body), deflateRawSync(Buffer.from(suffix))]);
  const size = Buffer.byteLength(prefix) + Buffer.byteLength(block) * times + Buffer.byteLength(suffix);
  return { data, size, declaredSize: declaredSize ?? Math.min(size, 0xffff_ffff), crc: 0 };
};

/** A ZIP archive of the parts (deflated, no ZIP64, no comment). */
export const zipOf = (parts: Record<string, XlsxPart>): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, part] of Object.entries(parts)) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.declaredSize, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, part.data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The opening of a worksheet part, up to its sheetData. */
export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/** An inline-string cell. */
export const inlineCell = (reference: string, text: string) => `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** An .xlsx of one sheet 'Dados' (and shared strings when given), as Excel lays it out. */
export const xlsxOf = ({ sheet, sharedStrings }: { sheet: XlsxPart; sharedStrings?: XlsxPart }): Buffer =>
  zipOf({
    '[Content_Types].xml': textPart(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': textPart(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': textPart(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Dados" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': textPart(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': sheet,
    ...(sharedStrings ? { 'xl/sharedStrings.xml': sharedStrings } : {}),
  });
