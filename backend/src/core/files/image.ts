/**
 * Uploaded images are judged by their bytes and stored only as a fresh encoding made here
 * (sharp/libvips): whatever else the upload carried — an HTML or script tail of a GIF/HTML
 * polyglot, metadata, a second payload — is not in the stored file. Bytes that look like
 * markup are refused outright, so a file that a browser might sniff as HTML never gets in.
 */
import sharp from 'sharp';
import { BadRequestError } from '../base/errors';

export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp';

/** Image kind from the first bytes (magic numbers), or null. */
export function imageKind(buf: Buffer): ImageKind | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Largest drawn signature (a signature pad's PNG, decoded). */
export const SIGNATURE_MAX_BYTES = 500 * 1024;

/** The bytes of a signature pad's PNG data URL, or null when they are not a PNG of at most SIGNATURE_MAX_BYTES. */
export function signaturePng(dataUrl: string): Buffer | null {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return bytes.length <= SIGNATURE_MAX_BYTES && imageKind(bytes) === 'png' ? bytes : null;
}

/** Markup a browser's sniffer (or an HTML parser) would act on. */
const MARKUP = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|meta|style|form|\?xml)/i;
/**
 * Browsers sniff the first 512 bytes (WHATWG MIME sniffing); twice that is checked. Markup
 * further in is not looked for (random compressed bytes would match too often) — it cannot
 * survive the re-encoding anyway.
 */
const SNIFF_BYTES = 1024;

export function looksLikeMarkup(buf: Buffer): boolean {
  return MARKUP.test(buf.subarray(0, SNIFF_BYTES).toString('latin1'));
}

/** Largest decoded image accepted (pixels), against decompression bombs. */
const MAX_PIXELS = 40_000_000;

export interface ReencodeOptions {
  /** Longest side of the stored image; larger images are scaled down */
  maxSide?: number;
}

/**
 * Decodes `buf` and encodes it again in the same format. Throws 400 `notImageKey` for
 * anything that is not a PNG/JPEG/GIF/WebP by its bytes, carries markup, or does not decode.
 */
export async function reencodeImage(
  buf: Buffer,
  notImageKey: string,
  opts: ReencodeOptions = {},
): Promise<{ kind: ImageKind; buffer: Buffer }> {
  const kind = imageKind(buf);
  if (!kind || looksLikeMarkup(buf)) throw new BadRequestError(notImageKey);
  try {
    let img = sharp(buf, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    if (opts.maxSide) img = img.resize(opts.maxSide, opts.maxSide, { fit: 'inside', withoutEnlargement: true });
    const out =
      kind === 'png'
        ? img.png()
        : kind === 'jpg'
          ? img.jpeg({ quality: 88, mozjpeg: true })
          : kind === 'gif'
            ? img.gif()
            : img.webp({ quality: 88 });
    // Metadata (EXIF with GPS, comments) is dropped: sharp keeps none unless asked.
    return { kind, buffer: await out.toBuffer() };
  } catch {
    throw new BadRequestError(notImageKey);
  }
}
