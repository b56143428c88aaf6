/**
 * A one-page A4 PDF written here rather than shipped: a small JPEG photo, a line each of Helvetica
 * and Helvetica-Bold (pdf.js's standard fonts) and a filled box. Drawing it runs pdf.js's parser,
 * image decoder, font loading, drawing and the JPEG encoder once, so the first real file does not
 * pay for their first run.
 */
export async function warmUpPdf(): Promise<Blob> {
  const canvas = new OffscreenCanvas(16, 16);
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#6fa8dc';
    context.fillRect(0, 0, 16, 16);
    context.fillStyle = '#f6d8a8';
    context.fillRect(4, 4, 8, 8);
  }
  const photo = new Uint8Array(
    await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 })).arrayBuffer(),
  );
  const content = [
    'q 200 0 0 100 72 620 cm /Im1 Do Q',
    'BT /F1 24 Tf 72 760 Td (Flipfold) Tj ET',
    'BT /F2 12 Tf 72 730 Td (Brochures that travel) Tj ET',
    '0.2 0.4 0.8 rg 72 400 200 100 re f',
  ].join('\n');
  const objects: Array<Array<string | Uint8Array<ArrayBuffer>>> = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      // ISO A4 in points, as most tools write it: its panels are the size of a real A4 page's.
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> /XObject << /Im1 7 0 R >> >> >>',
    ],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'],
    [
      `<< /Type /XObject /Subtype /Image /Width 16 /Height 16 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${photo.length} >>\nstream\n`,
      photo,
      '\nendstream',
    ],
  ];
  // Every string here is ASCII: its length is its length in bytes.
  const parts: Array<string | Uint8Array<ArrayBuffer>> = ['%PDF-1.4\n'];
  let length = parts[0]?.length ?? 0;
  const add = (part: string | Uint8Array<ArrayBuffer>) => {
    parts.push(part);
    length += part.length;
  };
  const offsets = objects.map((body, i) => {
    const at = length;
    add(`${i + 1} 0 obj\n`);
    for (const part of body) add(part);
    add('\nendobj\n');
    return at;
  });
  const xref = length;
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const at of offsets) add(`${String(at).padStart(10, '0')} 00000 n \n`);
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Blob(parts, { type: 'application/pdf' });
}
