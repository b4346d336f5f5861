import { readConfig } from './config';

describe('RUM_SAMPLE_RATE (the Web Vitals beacon’s sampling)', () => {
  it('is 1 unless set; a share from 0 to 1 as given', () => {
    expect(readConfig({}).rumSampleRate).toBe(1);
    expect(readConfig({ RUM_SAMPLE_RATE: ' ' }).rumSampleRate).toBe(1);
    expect(readConfig({ RUM_SAMPLE_RATE: '0' }).rumSampleRate).toBe(0);
    expect(readConfig({ RUM_SAMPLE_RATE: '0.25' }).rumSampleRate).toBe(0.25);
  });

  it.each(['1.5', '-0.1', 'half', '25%'])('stops the start on %s, naming the variable', (value) => {
    expect(() => readConfig({ RUM_SAMPLE_RATE: value })).toThrow(
      `RUM_SAMPLE_RATE must be a number from 0 to 1 (got '${value}')`,
    );
  });
});
