/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

// The Kubernetes manifests as scripts/deploy/kube/play.mjs plays them with
// podman (rendered only: no podman needed). What must hold: nothing of
// deploy/k8s is dropped without a word, and the played pods keep the
// settings the manifests are about (memory, routes, the release switch).

const repoRoot = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

interface Probe {
  httpGet?: { path: string; port: number };
  exec?: { command: string[] };
}
interface Plan {
  steps: { name: string; file: string; yaml: string; aliases: string[]; waitFor: string }[];
  services: Record<string, { pod: string; container: string; readinessProbe?: Probe }>;
  secrets: { name: string; data: Record<string, string> }[];
  releases: { volume: string; mount: string; remotesVolume: string; remotesMount: string };
  notPlayed: string[];
  changes: string[];
}
interface KubeObject {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  spec?: {
    template?: { spec: PodSpec };
    containers?: PodSpec['containers'];
    rules?: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[];
  };
}
interface PodSpec {
  containers: {
    name: string;
    image: string;
    env?: { name: string; value?: string }[];
    envFrom?: { configMapRef: { name: string } }[];
    ports?: { containerPort: number; hostPort?: number }[];
    resources?: { limits?: { memory?: string } };
    readinessProbe?: unknown;
    livenessProbe?: unknown;
    volumeMounts?: { name: string; mountPath: string }[];
  }[];
}

const plan = JSON.parse(
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/deploy/kube/play.mjs'), 'render'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      KUBE_PROJECT: 'test-kube',
      HTTP_PORT: '18999',
      PUBLIC_ORIGIN: '',
      IMAGE_BUILD_TAG: 'build-test',
      MYSQL_IMAGE: 'localhost/hello-base-mariadb:test',
      MYSQL_PASSWORD: 'p@ss word',
      MYSQL_ROOT_PASSWORD: 'root',
    },
  }),
) as Plan;
const played = plan.steps.flatMap((step) => yaml.loadAll(step.yaml) as KubeObject[]);
const playedObject = (kind: string, name: string) =>
  played.find((object) => object.kind === kind && object.metadata.name === `test-kube-${name}`);
const podOf = (object: KubeObject) =>
  object.kind === 'Pod' ? (object.spec as PodSpec) : object.spec!.template!.spec;

const kustomization = yaml.load(read('deploy/k8s/kustomization.yaml')) as { resources: string[] };
const manifests = kustomization.resources.flatMap(
  (file) => yaml.loadAll(read(`deploy/k8s/${file}`)) as KubeObject[],
);

describe('deploy/k8s played with podman kube play (scripts/deploy/kube)', () => {
  it('plays every object of the manifests, or says why not', () => {
    const unaccounted = manifests.filter(
      (object) =>
        !playedObject(object.kind, object.metadata.name) &&
        !plan.notPlayed.some((line) => line.startsWith(object.kind)),
    );
    expect(unaccounted.map((object) => `${object.kind} ${object.metadata.name}`)).toEqual([]);
    // The migrations Job runs as a pod that must finish before the API starts.
    expect(playedObject('Pod', 'hello-migrate')).toBeDefined();
    expect(plan.steps.map((step) => [step.name, step.waitFor])).toEqual([
      ['hello-mysql', 'ready'],
      ['hello-migrate', 'exit'],
      ['hello-api', 'ready'],
      ['hello-shell', 'ready'],
      ['hello-edge', 'ready'],
    ]);
  });

  it.each(['hello-api', 'hello-shell'])(
    '%s: the memory limit and the heap limit of the manifests, its probes as declared',
    (name) => {
      const deployment = manifests.find(
        (object) => object.kind === 'Deployment' && object.metadata.name === name,
      );
      const [original] = podOf(deployment!).containers;
      const [container] = podOf(playedObject('Deployment', name)!).containers;
      expect(container!.resources?.limits?.memory).toBe(original!.resources?.limits?.memory);
      const configMap = playedObject('ConfigMap', name)!;
      expect(container!.envFrom).toEqual([{ configMapRef: { name: configMap.metadata.name } }]);
      const limitMi = Number(/^(\d+)Mi$/.exec(container!.resources!.limits!.memory!)?.[1]);
      const heapMb = Number(/--max-old-space-size=(\d+)/.exec(configMap.data!.NODE_OPTIONS!)?.[1]);
      expect(heapMb).toBeLessThanOrEqual(limitMi * 0.75);
      expect(container!.image).toBe(`localhost/hello-site-${name.slice(6)}:build-test`);
      // Probed from play.mjs as the kubelet would (podman 4.3's conversion fails on these images).
      expect(container!.readinessProbe).toBeUndefined();
      expect(plan.services[container!.name]!.readinessProbe?.httpGet?.path).toBe('/readyz');
    },
  );

  it("routes like the Ingress: the edge's upstreams are its backends, by the Services' names", () => {
    const ingress = manifests.find((object) => object.kind === 'Ingress')!;
    const backends = ingress.spec!.rules![0]!.http.paths.map((entry) => entry.backend.service.name);
    const [edge] = podOf(playedObject('Deployment', 'hello-edge')!).containers;
    const env = Object.fromEntries((edge!.env ?? []).map((entry) => [entry.name, entry.value]));
    expect([env.API_UPSTREAM, env.SHELL_UPSTREAM]).toEqual([
      'hello-api:3001 resolve',
      'hello-shell:3000 resolve',
    ]);
    for (const service of backends) {
      expect(plan.steps.find((step) => step.name === service)?.aliases).toEqual([service]);
    }
    expect(edge!.ports![0]!.hostPort).toBe(18999);
  });

  it('gives the shell a local origin, the releases claim and the remotes ConfigMap the release tool writes', () => {
    const settings = playedObject('ConfigMap', 'hello-shell')!.data!;
    expect(settings.PUBLIC_ORIGIN).toBe('http://localhost:18999');
    expect(settings.REMOTES_ORIGIN).toBeUndefined();
    expect(settings.RELEASES_DIR).toBe(plan.releases.mount);
    expect(path.dirname(settings.REMOTES_FILE!)).toBe(plan.releases.remotesMount);
    const mounts = podOf(playedObject('Deployment', 'hello-shell')!).containers[0]!.volumeMounts!;
    expect(mounts.map((mount) => mount.mountPath).sort()).toEqual(
      [plan.releases.mount, plan.releases.remotesMount].sort(),
    );
    expect(plan.releases.remotesVolume).toBe(
      playedObject('ConfigMap', 'hello-remotes')!.metadata.name,
    );
  });

  it("fills the Secrets the manifests expect, with the local database's password", () => {
    const database = plan.secrets.find((secret) => secret.name === 'test-kube-hello-database')!;
    expect(new URL(database.data.DATABASE_URL!).password).toBe('p%40ss%20word');
    expect(new URL(database.data.DATABASE_URL!).hostname).toBe('hello-mysql');
  });

  it('deploy/README.md lists what podman cannot play', () => {
    const readme = read('deploy/README.md');
    const section = readme.slice(readme.indexOf('### What `podman kube play` cannot play'));
    for (const kind of new Set(plan.notPlayed.map((line) => line.split(/[\s:/.]/)[0]!)))
      expect([kind, section.includes(kind)]).toEqual([kind, true]);
  });
});
