/**
 * @jest-environment node
 */
import { metricsAddressFromEnv } from './listener';

describe('the metrics listener address from the environment', () => {
  it('is none without the port variable, so nothing listens', () => {
    expect(metricsAddressFromEnv({}, 'METRICS_PORT')).toBeUndefined();
    expect(metricsAddressFromEnv({ METRICS_PORT: ' ' }, 'METRICS_PORT')).toBeUndefined();
  });

  it('binds to 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(metricsAddressFromEnv({ SHELL_METRICS_PORT: '9465' }, 'SHELL_METRICS_PORT')).toEqual({
      port: 9465,
      host: '127.0.0.1',
    });
    expect(
      metricsAddressFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }, 'METRICS_PORT'),
    ).toEqual({ port: 9464, host: '0.0.0.0' });
  });

  it.each(['x', '-1', '70000', '94.64'])('stops the start for %s, naming the variable', (port) => {
    expect(() => metricsAddressFromEnv({ METRICS_PORT: port }, 'METRICS_PORT')).toThrow(
      `METRICS_PORT must be a port number from 0 to 65535 (got '${port}')`,
    );
  });
});
