import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * What the suite runs against: the compose composition scripts/deploy/up.sh
 * started (default), or with SMOKE_TARGET=kube the Kubernetes manifests
 * scripts/deploy/kube-up.sh played (same defaults as env.sh / kube-env.sh).
 */
const target = process.env.SMOKE_TARGET === 'kube' ? 'kube' : 'compose';
const project = process.env.COMPOSE_PROJECT_NAME ?? 'hello-site';
const repoRoot = path.resolve(__dirname, '../..');
const defaultPort = target === 'kube' ? '18081' : '18080';
export const EDGE_URL = `http://127.0.0.1:${process.env.HTTP_PORT ?? defaultPort}`;

export type Service = 'mysql' | 'api' | 'shell' | 'edge';

/** scripts/deploy/kube/play.mjs: names, probes and the release tool of the played manifests. */
function kubePlay(...args: string[]): string {
  return execFileSync(
    process.execPath,
    [path.join(repoRoot, 'scripts/deploy/kube/play.mjs'), ...args],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}
let kubeContainers: Record<string, string> | undefined;
function containerOf(service: Service): string {
  if (target === 'compose') return `${project}_${service}_1`;
  kubeContainers ??= JSON.parse(kubePlay('names')) as Record<string, string>;
  return kubeContainers[service]!;
}

function podman(...args: string[]): string {
  return execFileSync('podman', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export const stopService = (service: Service) => podman('stop', '-t', '5', containerOf(service));
export const startService = (service: Service) => podman('start', containerOf(service));

/**
 * Compose: the container's own health check, as `podman healthcheck run`
 * answers it. Kubernetes: the container's readinessProbe as declared, run as
 * the kubelet runs it (scripts/deploy/kube/probe.mjs).
 */
export function isHealthy(service: Service): boolean {
  try {
    if (target === 'kube') kubePlay('probe', service);
    else podman('healthcheck', 'run', containerOf(service));
    return true;
  } catch {
    return false;
  }
}

/**
 * Alive, ready or not: with Kubernetes the livenessProbe as declared (its
 * failure would restart the pod); with compose the container runs (compose
 * restarts only what exits).
 */
export function isAlive(service: Service): boolean {
  if (target === 'compose') {
    return (
      podman('inspect', '--format', '{{.State.Running}}', containerOf(service)).trim() === 'true'
    );
  }
  try {
    kubePlay('probe', service, 'liveness');
    return true;
  } catch {
    return false;
  }
}

/** One SQL query in the containerised database (tab-separated rows, no header). */
export function queryDatabase(sql: string): string[][] {
  const out = podman(
    'exec',
    containerOf('mysql'),
    'sh',
    '-c',
    'mariadb -N -B -uhello -p"$MYSQL_PASSWORD" hello -e "$0"',
    sql,
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

/**
 * The release tool: compose's `release` service (`podman-compose run --rm
 * release <args>`), or with Kubernetes the release image on the releases
 * claim and the remotes ConfigMap (the `kubectl apply` of a release).
 */
export function runReleaseTool(...args: string[]): string {
  if (target === 'kube') return kubePlay('release', ...args);
  return execFileSync(
    'bash',
    [
      '-c',
      'source scripts/deploy/env.sh && compose run --rm --no-deps release "$@"',
      'release',
      ...args,
    ],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/** The container's memory limit and its Node heap limit (NODE_OPTIONS), in MiB. */
export function memorySettings(service: Service): { limitMb: number; heapMb: number } {
  const inspected = JSON.parse(podman('inspect', containerOf(service))) as {
    HostConfig: { Memory: number };
    Config: { Env: string[] };
  }[];
  const { HostConfig, Config } = inspected[0]!;
  const nodeOptions = Config.Env.find((line) => line.startsWith('NODE_OPTIONS=')) ?? '';
  const heap = /--max-old-space-size=(\d+)/.exec(nodeOptions);
  return { limitMb: HostConfig.Memory / 1024 / 1024, heapMb: heap ? Number(heap[1]) : NaN };
}

/** Restarts since the container was created (0: it never crashed or was OOM-killed). */
export function restartCount(service: Service): number {
  return Number(podman('inspect', '--format', '{{.RestartCount}}', containerOf(service)).trim());
}

/** The container's memory use now, in MiB (podman stats). */
export function memoryUsedMb(service: Service): number {
  const [stats] = JSON.parse(
    podman('stats', '--no-stream', '--format', 'json', containerOf(service)),
  ) as { mem_usage: string }[];
  const match = /^([\d.]+)([kMG]?B)/.exec(stats!.mem_usage);
  const factor = { B: 1 / 1024 / 1024, kB: 1 / 1024, MB: 1, GB: 1024 }[match![2]!] ?? NaN;
  return Number(match![1]) * factor;
}
