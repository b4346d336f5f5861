import { lineDiff, wordDiff } from './textDiff';

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

  it('counts a script changed beyond measure as replaced, line by line', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `a${i}`).join('\n');
    const after = Array.from({ length: 3000 }, (_, i) => `b${i}`).join('\n');
    const lines = lineDiff(before, after);
    expect(lines).toHaveLength(6000);
    expect(lines[0]).toEqual({ kind: 'removed', text: 'a0' });
    expect(lines[3000]).toEqual({ kind: 'added', text: 'b0' });
  });
});

describe('wordDiff', () => {
  it('marks the words that changed, the rest kept with its spaces', () => {
    expect(wordDiff('Ahora tengo más clientes.', 'Ahora tengo muchos más clientes.')).toEqual([
      { kind: 'same', text: 'Ahora tengo ' },
      { kind: 'added', text: 'muchos ' },
      { kind: 'same', text: 'más clientes.' },
    ]);
    expect(wordDiff('Bäckerei Marta', 'Konditorei Marta')).toEqual([
      { kind: 'removed', text: 'Bäckerei' },
      { kind: 'added', text: 'Konditorei' },
      { kind: 'same', text: ' Marta' },
    ]);
  });

  it('is all kept for the same text, all added for a new one', () => {
    expect(wordDiff('gleich', 'gleich')).toEqual([{ kind: 'same', text: 'gleich' }]);
    expect(wordDiff('', 'neu hier')).toEqual([{ kind: 'added', text: 'neu hier' }]);
  });
});
