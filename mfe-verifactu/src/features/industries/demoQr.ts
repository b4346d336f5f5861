/**
 * A QR-looking pattern for the demo receipt: the three finder squares of a
 * real QR code and deterministic noise from a seed. It encodes nothing, so
 * nobody can mistake the demo for a verifiable receipt.
 */
export const QR_SIZE = 21;

function isFinder(row: number, col: number): boolean | null {
  for (const [top, left] of [
    [0, 0],
    [0, QR_SIZE - 7],
    [QR_SIZE - 7, 0],
  ] as const) {
    const r = row - top;
    const c = col - left;
    if (r >= -1 && r <= 7 && c >= -1 && c <= 7) {
      if (r < 0 || r > 6 || c < 0 || c > 6) return false; // quiet separator
      const ring = Math.min(r, c, 6 - r, 6 - c);
      return ring !== 1;
    }
  }
  return null;
}

export function demoQrModules(seed: string): boolean[][] {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const next = () => {
    // xorshift32: the same seed draws the same pattern on server and browser.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  return Array.from({ length: QR_SIZE }, (_, row) =>
    Array.from({ length: QR_SIZE }, (_, col) => isFinder(row, col) ?? next() % 2 === 0),
  );
}
