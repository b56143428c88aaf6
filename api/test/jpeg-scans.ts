/**
 * Progressive JPEGs built by hand, scan by scan: sharp writes only an encoder's own scan script,
 * and a decode bomb needs thousands of scans. The image is flat grey (every AC coefficient zero),
 * so each scan is a run of end-of-band codes and the file stays small however many it has.
 */

/** One marker segment: FF, the marker, a 16-bit length that counts itself, the data. */
function segment(marker: number, data: number[]): Buffer {
  return Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data]);
}

/** Bits MSB first into bytes, each 0xFF followed by a stuffed 0x00, padded with ones. */
class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private filled = 0;
  write(value: number, length: number) {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      if (++this.filled === 8) this.flushByte();
    }
  }
  private flushByte() {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0);
    this.current = 0;
    this.filled = 0;
  }
  finish(): Buffer {
    if (this.filled > 0) this.write(0x7f, 8 - this.filled);
    return Buffer.from(this.bytes);
  }
}

/**
 * The AC table holds the 15 end-of-band symbols only: EOBn (n << 4) is a run of 2^n blocks plus
 * n bits more, up to 2^15 − 1; its code is n on four bits.
 */
const EOB_SYMBOLS = Array.from({ length: 15 }, (_, n) => n << 4);
const MAX_EOB_RUN = 2 ** 15 - 1;

/** The scan script of a progressive JPEG: the components each AC scan covers and its bits. */
export interface Scan {
  /** Spectral band: first and last coefficient (0..0 is the DC scan). */
  band: [number, number];
  /** Successive approximation: the bit position before (0 on a first pass) and now. */
  ah: number;
  al: number;
  /** Component indexes (0–2); an AC scan has exactly one. */
  components: number[];
}

/**
 * The most scans the format allows: one DC scan, then every AC coefficient of every component on
 * its own, at every successive-approximation bit from 13 down to 0 (1 + 3 × 63 × 14 = 2,647).
 */
export function everyBitScript(): Scan[] {
  const scans: Scan[] = [{ band: [0, 0], ah: 0, al: 0, components: [0, 1, 2] }];
  for (let component = 0; component < 3; component++) {
    for (let k = 1; k <= 63; k++) {
      scans.push({ band: [k, k], ah: 0, al: 13, components: [component] });
      for (let al = 12; al >= 0; al--)
        scans.push({ band: [k, k], ah: al + 1, al, components: [component] });
    }
  }
  return scans;
}

/**
 * A valid script of `count` scans (at least 4): the DC scan, then the first coefficients of the
 * first component one scan each, then the rest of each component's band in one.
 */
export function scriptOf(count: number): Scan[] {
  const single = count - 4;
  return [
    { band: [0, 0], ah: 0, al: 0, components: [0, 1, 2] },
    ...Array.from(
      { length: single },
      (_, i): Scan => ({
        band: [i + 1, i + 1],
        ah: 0,
        al: 0,
        components: [0],
      }),
    ),
    { band: [single + 1, 63], ah: 0, al: 0, components: [0] },
    { band: [1, 63], ah: 0, al: 0, components: [1] },
    { band: [1, 63], ah: 0, al: 0, components: [2] },
  ];
}

/** libjpeg's own script for a colour image: the ten scans a real encoder writes. */
export function encoderScript(): Scan[] {
  const ac = (c: number, band: [number, number], ah: number, al: number): Scan => ({
    band,
    ah,
    al,
    components: [c],
  });
  return [
    { band: [0, 0], ah: 0, al: 1, components: [0, 1, 2] },
    ac(0, [1, 5], 0, 2),
    ac(2, [1, 63], 0, 1),
    ac(1, [1, 63], 0, 1),
    ac(0, [6, 63], 0, 2),
    ac(0, [1, 63], 2, 1),
    { band: [0, 0], ah: 1, al: 0, components: [0, 1, 2] },
    ac(2, [1, 63], 1, 0),
    ac(1, [1, 63], 1, 0),
    ac(0, [1, 63], 1, 0),
  ];
}

/**
 * A flat grey progressive JPEG (three components, no subsampling) of `width` × `height` px with
 * the given scan script: a valid file that libjpeg decodes without a warning.
 */
export function progressiveJpeg(width: number, height: number, script: Scan[]): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const header = [
    Buffer.from([0xff, 0xd8]),
    // One quantisation table of ones.
    segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    // SOF2: 8 bits, height, width, three components of 1×1 sampling on table 0.
    segment(0xc2, [
      8,
      height >> 8,
      height & 0xff,
      width >> 8,
      width & 0xff,
      3,
      ...[1, 2, 3].flatMap((id) => [id, 0x11, 0]),
    ]),
    // DC table 0: a single one-bit code '0', difference 0. AC table 0: the end-of-band runs.
    segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0]),
    segment(0xc4, [0x10, 0, 0, 0, 15, ...new Array<number>(12).fill(0), ...EOB_SYMBOLS]),
  ];
  const scans = script.map((scan) => {
    const bits = new BitWriter();
    if (scan.band[0] === 0) {
      // Every block's DC difference is 0 (a refinement adds one zero bit per block).
      for (let b = 0; b < blocks * scan.components.length; b++) bits.write(0, 1);
    } else {
      for (let left = blocks; left > 0; left -= MAX_EOB_RUN) {
        const run = Math.min(left, MAX_EOB_RUN);
        const n = Math.floor(Math.log2(run));
        bits.write(n, 4);
        bits.write(run - 2 ** n, n);
      }
    }
    return Buffer.concat([
      segment(0xda, [
        scan.components.length,
        ...scan.components.flatMap((c) => [c + 1, 0x00]),
        scan.band[0],
        scan.band[1],
        (scan.ah << 4) | scan.al,
      ]),
      bits.finish(),
    ]);
  });
  return Buffer.concat([...header, ...scans, Buffer.from([0xff, 0xd9])]);
}
