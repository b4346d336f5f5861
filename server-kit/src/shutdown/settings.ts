import type { ShutdownSettings } from './gracefulShutdown';

/**
 * SHUTDOWN_DRAIN_MS: how long a stopping server answers on with /readyz at 503.
 * Unset: 0, as `npm start` and the tests have no balancer to wait for; the
 * container images set 5000 (deploy/docker/*.Dockerfile), the Kubernetes
 * manifests' preStop sleep and grace period are sized to it.
 * SHUTDOWN_TIMEOUT_MS: how long running requests may take after the
 * listeners closed (default 10000).
 */
export function shutdownSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ShutdownSettings {
  return {
    drainMs: milliseconds('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 0),
    timeoutMs: milliseconds('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
  };
}

function milliseconds(name: string, setting: string | undefined, fallback: number): number {
  const text = setting?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of milliseconds (0 or more), not "${text}"`);
  }
  return value;
}
