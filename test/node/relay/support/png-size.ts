/** Width and height from a PNG's IHDR, after checking its signature: what an image decoder would read first. */
import assert from 'node:assert/strict';

export function pngSize(bytes: Uint8Array): [number, number] {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
  assert.equal(String.fromCharCode(...bytes.subarray(12, 16)), 'IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}
