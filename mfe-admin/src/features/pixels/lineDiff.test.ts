import { lineDiff } from './lineDiff';

describe('lineDiff', () => {
  it('keeps common lines and marks the changed one as removed, then added', () => {
    expect(lineDiff('a\nb\nc', 'a\nB\nc')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'B' },
      { kind: 'same', text: 'c' },
    ]);
  });

  it('finds inserted and deleted lines, whatever the line endings', () => {
    expect(lineDiff('a\r\nc', 'a\nb\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'added', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
    expect(lineDiff('x\ny', 'y').filter((line) => line.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'x' },
    ]);
  });

  it('reports no change for the same script', () => {
    expect(lineDiff('a\nb', 'a\nb').every((line) => line.kind === 'same')).toBe(true);
  });
});
