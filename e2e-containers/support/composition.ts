import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The composition scripts/deploy/up.sh started (same defaults as scripts/deploy/env.sh). */
const project = process.env.COMPOSE_PROJECT_NAME ?? 'hello-site';
export const EDGE_URL = `http://127.0.0.1:${process.env.HTTP_PORT ?? '18080'}`;

export type Service = 'mysql' | 'api' | 'shell' | 'edge';
const containerOf = (service: string) => `${project}_${service}_1`;

function podman(...args: string[]): string {
  return execFileSync('podman', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export const stopService = (service: Service) => podman('stop', '-t', '5', containerOf(service));
export const startService = (service: Service) => podman('start', containerOf(service));

/** The container's own health check, as `podman healthcheck run` answers it. */
export function isHealthy(service: Service): boolean {
  try {
    podman('healthcheck', 'run', containerOf(service));
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

/** `podman-compose run --rm release <args>`: the release tool service of deploy/compose.yaml. */
export function runReleaseTool(...args: string[]): string {
  return execFileSync(
    'bash',
    [
      '-c',
      'source scripts/deploy/env.sh && compose run --rm --no-deps release "$@"',
      'release',
      ...args,
    ],
    {
      cwd: path.resolve(__dirname, '../..'),
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
