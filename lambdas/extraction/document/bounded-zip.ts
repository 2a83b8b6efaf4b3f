import JSZip from 'jszip';
import { inflateRawSync } from 'node:zlib';
import { limits } from './limits.ts';

/** A zip refused before or while reading it, with the reason for the warning. */
export class ZipLimitError extends Error {
  override readonly name = 'ZipLimitError';
}

interface StreamHelper {
  on(event: 'data', listener: (chunk: Uint8Array) => void): StreamHelper;
  on(event: 'error', listener: (error: unknown) => void): StreamHelper;
  on(event: 'end', listener: () => void): StreamHelper;
  pause(): StreamHelper;
  resume(): StreamHelper;
}

// jszip keeps an entry's central-directory data here; not in its typings.
interface ZipEntryInternals {
  _data?: { uncompressedSize?: number; compressedContent?: unknown; compression?: { magic?: string } };
  internalStream(type: 'uint8array'): StreamHelper;
}

const stored = '\x00\x00';
const deflated = '\x08\x00';

/**
 * Opens a zip after checking, from its end-of-central-directory record, that it declares few enough
 * entries; jszip itself would build an object for every entry first.
 */
export async function openZip(bytes: Uint8Array): Promise<JSZip> {
  const declared = declaredEntryCount(bytes);
  if (declared === undefined) throw new ZipLimitError('not a zip file');
  if (declared > limits.maxZipEntries) throw new ZipLimitError(`too many entries (${declared})`);
  const zip = await JSZip.loadAsync(bytes);
  if (Object.keys(zip.files).length > limits.maxZipEntries) throw new ZipLimitError('too many entries');
  return zip;
}

/**
 * Reads one entry, refusing it when its declared size is over maxBytes and stopping the inflate as soon as
 * the actual output passes maxBytes (a zip bomb can lie in its header).
 */
export function readEntry(entry: JSZip.JSZipObject, maxBytes: number): Promise<Uint8Array> {
  const internals = entry as unknown as ZipEntryInternals;
  // jszip reads the 32-bit size as a signed number: a 4 GB claim comes back negative.
  const size = internals._data?.uncompressedSize;
  const declared = size === undefined ? undefined : size >>> 0;
  if (declared !== undefined && declared > maxBytes) {
    return Promise.reject(new ZipLimitError(`${entry.name} too large (${declared} bytes declared)`));
  }
  const { compressedContent, compression } = internals._data ?? {};
  if (
    compressedContent instanceof Uint8Array &&
    (compression?.magic === stored || compression?.magic === deflated)
  ) {
    try {
      return Promise.resolve(
        inflateEntry(entry.name, compressedContent, compression.magic === deflated, maxBytes),
      );
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
  return streamEntry(entry, internals, maxBytes);
}

// Node's own inflate is several times faster than jszip's JavaScript one, and stops at maxOutputLength.
function inflateEntry(name: string, content: Uint8Array, isDeflated: boolean, maxBytes: number): Uint8Array {
  if (!isDeflated) {
    if (content.length > maxBytes)
      throw new ZipLimitError(`${name} too large (${content.length} bytes stored)`);
    return content;
  }
  try {
    return inflateRawSync(content, { maxOutputLength: maxBytes });
  } catch (error) {
    if (error instanceof RangeError)
      throw new ZipLimitError(`${name} too large (over ${maxBytes} bytes inflated)`);
    throw new Error(`${name} is corrupt`, { cause: error });
  }
}

function streamEntry(
  entry: JSZip.JSZipObject,
  internals: ZipEntryInternals,
  maxBytes: number,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let settled = false;
    const stream = internals.internalStream('uint8array');
    stream
      .on('data', (chunk) => {
        if (settled) return;
        size += chunk.length;
        if (size > maxBytes) {
          settled = true;
          stream.pause();
          reject(new ZipLimitError(`${entry.name} too large (over ${maxBytes} bytes inflated)`));
          return;
        }
        chunks.push(chunk);
      })
      .on('error', (error) => {
        if (settled) return;
        settled = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      })
      .on('end', () => {
        if (settled) return;
        settled = true;
        resolve(concat(chunks, size));
      })
      .resume();
  });
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const result = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}

const endOfCentralDirectory = 0x06054b50;

/** Total entries from the end-of-central-directory record (found in the last 64 KiB), or undefined. */
function declaredEntryCount(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= lowest; offset -= 1) {
    if (view.getUint32(offset, true) !== endOfCentralDirectory) continue;
    const total = view.getUint16(offset + 10, true);
    // 0xFFFF means the real count is in the zip64 record; treat it as too many.
    return total === 0xffff ? Number.POSITIVE_INFINITY : total;
  }
  return undefined;
}
