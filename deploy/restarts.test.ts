/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { shutdownSettingsFromEnv } from '../server-kit/src/shutdown/settings';

// A restart loses no request only when the figures agree: the image's drain and
// timeout (server-kit's shutdown), the time the runtime grants before SIGKILL,
// the preStop sleep and readiness probe, and nginx's retries of idempotent requests.

const repoRoot = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** What cleanup after the servers closed may take (server-kit/src/shutdown/signals.ts). */
const CLEANUP_S = 5;

/** SHUTDOWN_* from a Dockerfile's ENV lines, read by the servers' own parser. */
function imageShutdown(dockerfile: string) {
  const text = read(`deploy/docker/${dockerfile}`);
  const env = Object.fromEntries(
    [...text.matchAll(/\b(SHUTDOWN_[A-Z_]+)=(\S+)/g)].map(([, name, value]) => [name!, value!]),
  );
  const settings = shutdownSettingsFromEnv(env);
  return { drainS: settings.drainMs / 1000, timeoutS: settings.timeoutMs / 1000 };
}

interface Container {
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  readinessProbe?: { periodSeconds?: number; failureThreshold?: number };
}
interface Deployment {
  kind: string;
  metadata: { name: string };
  spec: {
    template: { spec: { terminationGracePeriodSeconds?: number; containers: Container[] } };
  };
}

const SERVICES = [
  ['api', 'api.Dockerfile', 'deploy/k8s/api.yaml', 'hello-api'],
  ['shell', 'shell.Dockerfile', 'deploy/k8s/shell.yaml', 'hello-shell'],
] as const;

describe.each(SERVICES)('%s', (service, dockerfile, manifest, deploymentName) => {
  const { drainS, timeoutS } = imageShutdown(dockerfile);

  it('drains for a few seconds in its image, so that balancers stop sending first', () => {
    expect(drainS).toBeGreaterThanOrEqual(3);
    expect(timeoutS).toBeGreaterThan(0);
  });

  it('gets from compose the time to drain, finish requests and clean up before SIGKILL', () => {
    const compose = yaml.load(read('deploy/compose.yaml')) as {
      services: Record<string, { stop_grace_period?: string }>;
    };
    const grace = /^(\d+)s$/.exec(compose.services[service]?.stop_grace_period ?? '')?.[1];
    expect(Number(grace)).toBeGreaterThanOrEqual(drainS + timeoutS + CLEANUP_S);
  });

  it('in Kubernetes: a preStop sleep as long as the drain, a grace period above it all, readiness seen failing within the drain', () => {
    const deployment = (yaml.loadAll(read(manifest)) as Deployment[]).find(
      (resource) => resource.kind === 'Deployment' && resource.metadata.name === deploymentName,
    )!;
    const pod = deployment.spec.template.spec;
    const [container] = pod.containers;
    const [command, seconds] = container!.lifecycle?.preStop?.exec?.command ?? [];
    expect(command).toBe('sleep');
    expect(Number(seconds)).toBeGreaterThanOrEqual(drainS);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(
      Number(seconds) + drainS + timeoutS + CLEANUP_S,
    );
    const probe = container!.readinessProbe!;
    expect((probe.periodSeconds ?? 10) * (probe.failureThreshold ?? 3)).toBeLessThanOrEqual(drainS);
  });
});

describe('the edge (deploy/nginx)', () => {
  const site = read('deploy/nginx/templates/site.conf.template');
  const directive = (name: string) =>
    [...site.matchAll(new RegExp(`^\\s*${name}\\s+([^;]+);`, 'gm'))].map(([, value]) => value!);

  it("sends a failed idempotent request to the group's next server, never a POST", () => {
    const [nextUpstream, ...more] = directive('proxy_next_upstream');
    expect(more).toEqual([]);
    const conditions = nextUpstream!.split(/\s+/);
    expect(conditions).toEqual(
      expect.arrayContaining(['error', 'timeout', 'http_502', 'http_503']),
    );
    expect(conditions).not.toContain('non_idempotent');
    expect(Number(directive('proxy_next_upstream_tries')[0])).toBeGreaterThanOrEqual(2);
  });

  it('sets the retries where every proxied location inherits them (the server block)', () => {
    const server = site.slice(site.search(/^server \{/m));
    const beforeLocations = server.slice(0, server.search(/^\s*location\s/m));
    expect(beforeLocations).toMatch(/^\s*proxy_next_upstream\s/m);
  });
});
