/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { senderIdentificationFromEnv } from '../api/src/config';
import { isPrivateBuildFile } from '../shell/server/buildFiles';

// The container files and manifests cannot run here (no Docker, no cluster):
// these checks catch what breaks them silently — a setting no service reads
// (a typo), a probe on a path that does not exist, a reference to nothing.

const repoRoot = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(repoRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(path.relative(repoRoot, entry.parentPath), entry.name));

/** Each server's metrics port variable, its Kubernetes Deployment, compose service and Dockerfile. */
const METRICS = [
  {
    variable: 'METRICS_PORT',
    deployment: 'hello-api',
    service: 'api',
    dockerfile: 'api.Dockerfile',
  },
  {
    variable: 'SHELL_METRICS_PORT',
    deployment: 'hello-shell',
    service: 'shell',
    dockerfile: 'shell.Dockerfile',
  },
] as const;

/** Prometheus' pod annotations (and compose labels) for a metrics port. */
const scrapeAnnotations = (port: string) => ({
  'prometheus.io/scrape': 'true',
  'prometheus.io/port': port,
  'prometheus.io/path': '/metrics',
});

/** The environment variables a piece of code reads: `env.NAME`, `intFromEnv(env, 'NAME'…)`. */
function variablesReadBy(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const text = read(file);
    for (const match of text.matchAll(/env\.([A-Z][A-Z0-9_]*)/g)) names.add(match[1]!);
    for (const match of text.matchAll(/FromEnv\(\s*env,\s*'([A-Z][A-Z0-9_]*)'/g))
      names.add(match[1]!);
    // A reader's own helpers: `setting('LEGAL_VAT_ID')`, `required('LEGAL_COMPANY')`.
    for (const match of text.matchAll(/\b(?:setting|required)\(\s*'([A-Z][A-Z0-9_]*)'/g))
      names.add(match[1]!);
  }
  return names;
}

// server-kit is bundled into both servers (its metrics listener reads METRICS_HOST).
const serverKit = sourceFiles('server-kit/src');
const apiReads = variablesReadBy([
  ...sourceFiles('api/src'),
  ...serverKit,
  'deploy/docker/migrate.mjs',
]);
const shellReads = variablesReadBy([...sourceFiles('shell/server'), ...serverKit]);
const releaseReads = variablesReadBy(['scripts/release.mjs']);
// Node itself reads NODE_OPTIONS (the heap limit that goes with the container's memory limit).
for (const reads of [apiReads, shellReads]) reads.add('NODE_OPTIONS');
const edgeSettings = new Set(
  readdirSync(path.join(repoRoot, 'deploy/nginx/templates')).flatMap((name) =>
    [...read(`deploy/nginx/templates/${name}`).matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map(
      (match) => match[1]!,
    ),
  ),
);

type Env = Record<string, string> | { name: string }[] | undefined;
const names = (env: Env) =>
  Array.isArray(env) ? env.map((entry) => entry.name) : Object.keys(env ?? {});

describe('deploy/compose.yaml', () => {
  const compose = yaml.load(read('deploy/compose.yaml')) as {
    services: Record<
      string,
      {
        environment?: Record<string, string>;
        command?: string[];
        depends_on?: object;
        build?: { dockerfile: string; target?: string };
      }
    >;
  };
  const { services } = compose;

  it("keeps each Node service's heap limit at most 3/4 of its container's memory limit", () => {
    // `${NAME:-default}` as compose reads it when NAME is not set.
    const byDefault = (text: string) => text.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
    for (const name of ['api', 'shell']) {
      const service = services[name] as {
        mem_limit?: string;
        environment?: Record<string, string>;
      };
      const limitMb = Number(/^(\d+)m$/.exec(byDefault(service.mem_limit ?? ''))?.[1]);
      const heapMb = Number(
        /--max-old-space-size=(\d+)/.exec(byDefault(service.environment?.NODE_OPTIONS ?? ''))?.[1],
      );
      expect(limitMb).toBeGreaterThan(0);
      expect(heapMb).toBeGreaterThan(0);
      expect(heapMb).toBeLessThanOrEqual(limitMb * 0.75);
    }
  });

  it('sets only variables the services read', () => {
    expect(names(services.api!.environment).filter((name) => !apiReads.has(name))).toEqual([]);
    expect(names(services.migrate!.environment).filter((name) => !apiReads.has(name))).toEqual([]);
    expect(names(services.shell!.environment).filter((name) => !shellReads.has(name))).toEqual([]);
    expect(names(services.edge!.environment).filter((name) => !edgeSettings.has(name))).toEqual([]);
    for (const tool of ['release', 'releases-init'])
      expect(names(services[tool]!.environment).filter((name) => !releaseReads.has(name))).toEqual(
        [],
      );
  });

  it('wires the services to each other on the ports they listen on', () => {
    const env = (service: string) => services[service]!.environment!;
    expect(env('api').DATABASE_URL).toMatch(/^mysql:\/\/hello:.*@mysql:3306\/hello$/);
    expect(env('shell').API_URL).toBe(`http://api:${env('api').PORT}`);
    expect(env('edge').API_UPSTREAM).toBe(`api:${env('api').PORT} resolve`);
    expect(env('edge').SHELL_UPSTREAM).toBe(`shell:${env('shell').PORT} resolve`);
    expect(env('shell').REMOTES_FILE).toBe(`${env('shell').RELEASES_DIR}/remotes.json`);
    expect(services.migrate!.command).toEqual(['node', 'deploy/docker/migrate.mjs']);
    expect(services.api!.depends_on).toEqual({
      migrate: { condition: 'service_completed_successfully' },
    });
  });

  it.each(METRICS)(
    '$service: metrics on a port of their own, for the compose network only (not published, not behind the edge)',
    ({ variable, service: name, dockerfile }) => {
      const service = services[name] as {
        environment: Record<string, string>;
        labels?: Record<string, string>;
        ports?: unknown;
      };
      const port = service.environment[variable]!;
      expect(port).toMatch(/^\d+$/);
      expect(port).not.toBe(service.environment.PORT);
      expect(service.environment.METRICS_HOST).toBe('0.0.0.0');
      expect(service.labels).toEqual(scrapeAnnotations(port));
      expect(service.ports).toBeUndefined();
      expect(JSON.stringify(services.edge)).not.toContain(`:${port}`);
      // The image's own defaults are the same port, exposed.
      const image = read(`deploy/docker/${dockerfile}`);
      expect(image).toContain(`${variable}=${port} `);
      expect(image).toMatch(new RegExp(`^EXPOSE \\d+ ${port}$`, 'm'));
    },
  );

  it("gives the sender identification's example values, which the API still warns of", () => {
    const byDefault = (text: string) => text.replace(/^\$\{[A-Z_]+:-(.*)\}$/, '$1');
    const env = Object.fromEntries(
      Object.entries(services.api!.environment!).map(([name, value]) => [name, byDefault(value)]),
    );
    expect(senderIdentificationFromEnv(env).exampleSettings).toEqual([
      'LEGAL_COMPANY',
      'LEGAL_ADDRESS',
      'LEGAL_REGISTER',
      'LEGAL_CONTACT',
    ]);
    // Each one can be set from outside, without editing the file.
    for (const [name, value] of Object.entries(services.api!.environment!))
      if (name.startsWith('LEGAL_')) expect(value).toMatch(new RegExp(`^\\$\\{${name}:-`));
  });

  it('has an optional Prometheus (profile observability) scraping both metrics ports, with the alert rules', () => {
    const prometheus = services.prometheus as {
      profiles: string[];
      volumes: string[];
      ports: string[];
    };
    expect(prometheus.profiles).toEqual(['observability']);
    const config = yaml.load(read('deploy/observability/prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    const targets = config.scrape_configs.flatMap((job) =>
      job.static_configs.flatMap((group) => group.targets),
    );
    expect(targets.sort()).toEqual(
      METRICS.map(
        ({ service, variable }) => `${service}:${services[service]!.environment![variable]}`,
      ).sort(),
    );
    // Mounted where the configuration reads them, from files that exist.
    const mounts = new Map(
      prometheus.volumes.map((volume) => {
        const [from, to] = volume.split(':');
        return [to!, from!];
      }),
    );
    for (const file of ['/etc/prometheus/prometheus.yml', ...config.rule_files]) {
      const source = mounts.get(file);
      expect([file, source]).toEqual([file, expect.stringMatching(/^\.\/observability\//)]);
      expect(read(path.join('deploy', source!))).toBeTruthy();
    }
    // Its UI has no login: the host's loopback only.
    expect(prometheus.ports.every((port) => port.startsWith('127.0.0.1:'))).toBe(true);
  });

  it('builds from Dockerfiles and targets that exist', () => {
    for (const service of Object.values(services)) {
      if (!service.build) continue;
      const dockerfile = read(service.build.dockerfile);
      if (service.build.target)
        expect(dockerfile).toMatch(new RegExp(`^FROM .+ AS ${service.build.target}$`, 'm'));
    }
  });
});

describe('deploy/docker', () => {
  it.each(['api.Dockerfile', 'shell.Dockerfile'])(
    '%s copies every workspace manifest before npm ci (sections found, not listed), runs as non-root, checks health',
    (file) => {
      const dockerfile = read(`deploy/docker/${file}`);
      const manifests = dockerfile.indexOf('COPY --from=manifests /manifests/ ./');
      expect(dockerfile).toContain("find . -name package.json -not -path '*/node_modules/*'");
      expect(manifests).toBeGreaterThan(0);
      expect(dockerfile.indexOf('RUN npm ci')).toBeGreaterThan(manifests);
      expect(dockerfile).not.toMatch(/mfe-[a-z]/);
      expect(dockerfile).toContain('USER node');
      expect(dockerfile).toContain('HEALTHCHECK');
    },
  );

  it('starts the services with the same commands as npm start', () => {
    const start = read('scripts/start.mjs');
    expect(start).toContain("'api/dist/server.js'");
    expect(start).toContain("'shell/dist/server/index.js'");
    expect(read('deploy/docker/api.Dockerfile')).toContain('CMD ["node", "api/dist/server.js"]');
    expect(read('deploy/docker/shell.Dockerfile')).toContain(
      'CMD ["node", "shell/dist/server/index.js"]',
    );
  });
});

describe('deploy/k8s', () => {
  interface Resource {
    kind: string;
    metadata: { name: string; labels?: Record<string, string> };
    data?: Record<string, string>;
    spec?: Record<string, unknown>;
  }
  const kustomization = yaml.load(read('deploy/k8s/kustomization.yaml')) as { resources: string[] };
  const resources = kustomization.resources.flatMap(
    (file) => yaml.loadAll(read(`deploy/k8s/${file}`)) as Resource[],
  );
  const find = (kind: string, name: string) =>
    resources.find((resource) => resource.kind === kind && resource.metadata.name === name);

  interface Container {
    image: string;
    ports?: { name: string; containerPort: number }[];
    envFrom?: { configMapRef: { name: string } }[];
    env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
    readinessProbe?: { httpGet: { path: string; port: string } };
    livenessProbe?: { httpGet: { path: string; port: string } };
  }
  const podOf = (resource: Resource) =>
    (resource.spec as { template: { spec: { containers: Container[] } } }).template.spec;

  /** Every variable a container gets: its ConfigMaps' keys and its own env. */
  const variablesOf = (container: Container) => [
    ...(container.envFrom ?? []).flatMap(({ configMapRef }) =>
      Object.keys(
        find('ConfigMap', configMapRef.name)?.data ?? {
          [`missing ConfigMap ${configMapRef.name}`]: '',
        },
      ),
    ),
    ...names(container.env),
  ];

  it.each([
    ['hello-api', apiReads, '/readyz'],
    ['hello-shell', shellReads, '/readyz'],
  ] as const)(
    '%s: probes, settings it reads, a Service and an autoscaler',
    (name, reads, ready) => {
      const deployment = find('Deployment', name)!;
      const [container] = podOf(deployment).containers;
      expect(container!.readinessProbe?.httpGet.path).toBe(ready);
      expect(container!.livenessProbe?.httpGet.path).toBe('/healthz');
      expect(variablesOf(container!).filter((variable) => !reads.has(variable))).toEqual([]);

      const service = find('Service', name)!;
      expect((service.spec as { selector: object }).selector).toEqual(
        (deployment.spec as { selector: { matchLabels: object } }).selector.matchLabels,
      );
      const hpa = find('HorizontalPodAutoscaler', name)!;
      expect((hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name).toBe(name);
    },
  );

  it.each(['hello-api', 'hello-shell'])(
    "%s: V8's heap limit is at most 3/4 of the container's memory limit",
    (name) => {
      const [container] = podOf(find('Deployment', name)!).containers as (Container & {
        resources: { limits: { memory: string } };
      })[];
      const limitMi = Number(/^(\d+)Mi$/.exec(container!.resources.limits.memory)?.[1]);
      const options = container!.envFrom!.map(
        ({ configMapRef }) => find('ConfigMap', configMapRef.name)!.data!.NODE_OPTIONS,
      );
      const heapMb = Number(/--max-old-space-size=(\d+)/.exec(options.join(' '))?.[1]);
      expect(limitMi).toBeGreaterThan(0);
      expect(heapMb).toBeGreaterThan(0);
      expect(heapMb).toBeLessThanOrEqual(limitMi * 0.75);
    },
  );

  it.each([
    ['hello-api', 'api', 'api.Dockerfile'],
    ['hello-shell', 'shell', 'shell.Dockerfile'],
  ])(
    '%s: the image, compose and Kubernetes give V8 the same heap limit',
    (deploymentName, composeService, dockerfile) => {
      const heapIn = (text: string | undefined) =>
        Number(/--max-old-space-size=(?:\$\{[A-Z_]+:-)?(\d+)/.exec(text ?? '')?.[1]);
      const [container] = podOf(find('Deployment', deploymentName)!).containers;
      const kubernetes = heapIn(
        container!
          .envFrom!.map(
            ({ configMapRef }) => find('ConfigMap', configMapRef.name)!.data!.NODE_OPTIONS,
          )
          .join(' '),
      );
      const compose = yaml.load(read('deploy/compose.yaml')) as {
        services: Record<string, { environment: Record<string, string> }>;
      };
      // An image run on its own (docker run, another orchestrator) keeps the heap that fits its container.
      expect(heapIn(read(`deploy/docker/${dockerfile}`))).toBe(kubernetes);
      expect(heapIn(compose.services[composeService]!.environment.NODE_OPTIONS)).toBe(kubernetes);
      expect(kubernetes).toBeGreaterThan(0);
    },
  );

  it.each(METRICS)(
    '$deployment: metrics on a container port of their own, annotated for scraping, behind no Service',
    ({ variable, deployment: name }) => {
      const deployment = find('Deployment', name)!;
      const [container] = podOf(deployment).containers;
      const settings = find('ConfigMap', container!.envFrom![0]!.configMapRef.name)!.data!;
      const port = settings[variable]!;
      expect(settings.METRICS_HOST).toBe('0.0.0.0');
      expect(container!.ports).toContainEqual({ name: 'metrics', containerPort: Number(port) });
      const template = (
        deployment.spec as { template: { metadata: { annotations?: Record<string, string> } } }
      ).template;
      expect(template.metadata.annotations).toEqual(scrapeAnnotations(port));
      // The Service (and so the ingress) carries the public port only.
      const service = find('Service', name)!;
      const ports = (service.spec as { ports: { targetPort: string }[] }).ports;
      expect(ports.map((entry) => entry.targetPort)).toEqual(['http']);
    },
  );

  it("gives the sender identification's example values, which the API still warns of", () => {
    const settings = find('ConfigMap', 'hello-api')!.data!;
    expect(senderIdentificationFromEnv(settings).exampleSettings).toEqual([
      'LEGAL_COMPANY',
      'LEGAL_ADDRESS',
      'LEGAL_REGISTER',
      'LEGAL_CONTACT',
    ]);
    expect(Object.keys(settings).filter((name) => name.startsWith('LEGAL_'))).toHaveLength(6);
  });

  it('takes DATABASE_URL from a Secret, in the API and the migrations Job', () => {
    for (const resource of [find('Deployment', 'hello-api')!, find('Job', 'hello-migrate')!]) {
      const [container] = podOf(resource).containers;
      expect(container!.env?.find((entry) => entry.name === 'DATABASE_URL')?.valueFrom).toEqual({
        secretKeyRef: { name: 'hello-database', key: 'DATABASE_URL' },
      });
      expect(variablesOf(container!).filter((variable) => !apiReads.has(variable))).toEqual([]);
    }
  });

  describe('backups', () => {
    interface BackupContainer extends Container {
      command: string[];
      env: { name: string; value?: string; valueFrom?: object }[];
      volumeMounts: { name: string; mountPath: string }[];
      resources: { limits: { memory: string } };
    }
    interface BackupPod {
      containers: BackupContainer[];
      volumes: { name: string; persistentVolumeClaim?: { claimName: string } }[];
      securityContext: { runAsUser: number; fsGroup: number };
    }
    const cronJob = find('CronJob', 'hello-backup')!;
    const spec = cronJob.spec as {
      schedule: string;
      concurrencyPolicy: string;
      jobTemplate: { spec: { template: { spec: BackupPod } } };
    };
    const pod = spec.jobTemplate.spec.template.spec;
    const [container] = pod.containers;
    const backupDir = container!.env.find((entry) => entry.name === 'BACKUP_DIR')?.value;
    /** The claim mounted at BACKUP_DIR. */
    const claimAt = (of: BackupPod, dir: string | undefined) => {
      const mount = of.containers[0]!.volumeMounts.find((entry) => entry.mountPath === dir);
      return of.volumes.find((volume) => volume.name === mount?.name)?.persistentVolumeClaim
        ?.claimName;
    };

    it('a CronJob backs up nightly with the API image, keeping the newest 14', () => {
      expect(spec.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
      expect(spec.concurrencyPolicy).toBe('Forbid');
      expect(container!.image).toBe('hello-api');
      expect(container!.command).toEqual(['node', 'api/dist/backup.js', 'backup', '--keep', '14']);
      expect(read('api/rspack.config.mjs')).toContain("backup: './src/cli/backup-main.ts'");
      expect(container!.env.find((entry) => entry.name === 'DATABASE_URL')?.valueFrom).toEqual({
        secretKeyRef: { name: 'hello-database', key: 'DATABASE_URL' },
      });
      expect(variablesOf(container!).filter((variable) => !apiReads.has(variable))).toEqual([]);
      const heapMb = Number(
        /--max-old-space-size=(\d+)/.exec(
          container!.env.find((entry) => entry.name === 'NODE_OPTIONS')?.value ?? '',
        )?.[1],
      );
      expect(heapMb).toBeGreaterThan(0);
      expect(heapMb).toBeLessThanOrEqual(
        Number(/^(\d+)Mi$/.exec(container!.resources.limits.memory)?.[1]) * 0.75,
      );
    });

    it('into a claim of its own at BACKUP_DIR, writable by the image user', () => {
      const claim = claimAt(pod, backupDir);
      expect(claim).toBe('hello-backups');
      expect(find('PersistentVolumeClaim', claim!)).toBeDefined();
      expect(pod.securityContext).toMatchObject({ runAsUser: 1000, fsGroup: 1000 });
    });

    it("the restore pod (applied by hand) has the CronJob's claim, database and settings", () => {
      const restore = yaml.load(read('deploy/k8s/restore-pod.yaml')) as Resource & {
        spec: BackupPod;
      };
      expect(kustomization.resources).not.toContain('restore-pod.yaml');
      const [restoring] = restore.spec.containers;
      expect(restoring!.image).toBe(container!.image);
      expect(restoring!.env).toEqual(container!.env);
      expect(claimAt(restore.spec, backupDir)).toBe(claimAt(pod, backupDir));
      expect(restore.spec.securityContext).toEqual(pod.securityContext);
    });

    it("compose keeps the API container's backups on a volume at the image's BACKUP_DIR", () => {
      const image = read('deploy/docker/api.Dockerfile');
      const dir = /^ENV BACKUP_DIR=(\S+)$/m.exec(image)?.[1];
      expect(dir).toBe(backupDir);
      expect(image).toContain(`chown node:node ${dir}`);
      const compose = yaml.load(read('deploy/compose.yaml')) as {
        services: Record<string, { volumes?: string[] }>;
        volumes: Record<string, unknown>;
      };
      const volume = compose.services.api!.volumes?.find((entry) => entry.endsWith(`:${dir}`));
      expect(volume).toBeDefined();
      expect(compose.volumes).toHaveProperty(volume!.split(':')[0]!);
    });
  });

  it('routes /api to the API and the rest to the shell', () => {
    const ingress = find('Ingress', 'hello-site')!;
    const paths = (
      ingress.spec as {
        rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[];
      }
    ).rules[0]!.http.paths.map((entry) => [entry.path, entry.backend.service.name]);
    expect(paths).toEqual([
      ['/api', 'hello-api'],
      ['/', 'hello-shell'],
    ]);
  });

  it('lets the shell load Node builds from a private origin, never the public one', () => {
    const settings = find('ConfigMap', 'hello-shell')!.data!;
    const remotesOrigin = new URL(settings.REMOTES_ORIGIN!);
    const publicOrigins = settings
      .PUBLIC_ORIGIN!.split(',')
      .map((origin) => new URL(origin.trim()));
    const ingressHosts = (
      find('Ingress', 'hello-site')!.spec as { rules: { host: string }[] }
    ).rules.map((rule) => rule.host);
    expect(publicOrigins.map((origin) => origin.host)).not.toContain(remotesOrigin.host);
    expect(ingressHosts).not.toContain(remotesOrigin.hostname);
  });

  it("ships a remotes.json granting the repository's sections their prefixes", () => {
    const remotes = JSON.parse(
      find('ConfigMap', 'hello-remotes')!.data!['remotes.json']!,
    ) as Record<string, { manifest: string; prefixes: string[] }>;
    const local = JSON.parse(read('remotes.json')) as typeof remotes;
    expect(Object.keys(remotes).sort()).toEqual(Object.keys(local).sort());
    for (const [name, { manifest, prefixes }] of Object.entries(remotes)) {
      expect(manifest).toMatch(/^\/.+\/mf-manifest\.json$/);
      expect(prefixes).toEqual(local[name]!.prefixes);
    }
  });
});

describe('files of the builds that are not for the public', () => {
  // A remote's build as rspack writes it, the Node build and source maps included.
  const buildFiles = [
    'remoteEntry.js',
    'mf-manifest.json',
    '121.ffc9abfd.js',
    '121.ffc9abfd.js.map',
    'static/css/main.1a2b3c4d.css',
    'static/css/main.1a2b3c4d.css.map',
    'server/remoteEntry.js',
    'server/121.ffc9abfd.js',
    'server/121.ffc9abfd.js.map',
  ];
  const isPrivate = (file: string) => file.startsWith('server/') || file.endsWith('.map');
  /** The addresses a build's file has: the local build, a release, the shell's own build. */
  const addresses = (file: string) => [
    `/remotes/feedback/${file}`,
    `/releases/feedback/0123456789ab/${file}`,
    ...(file.startsWith('server/') ? [] : [`/static/${file}`]),
  ];

  // The edge's rule: the one location that answers 404 whatever is asked.
  const edgeRule = new RegExp(
    /location ~ (\S+) \{\s*return 404;/.exec(
      read('deploy/nginx/templates/site.conf.template'),
    )![1]!,
  );

  it.each(buildFiles)('%s: nginx and the shell server agree on it', (file) => {
    for (const address of addresses(file)) {
      expect([address, edgeRule.test(address)]).toEqual([address, isPrivate(file)]);
      expect([address, isPrivateBuildFile(address)]).toEqual([address, isPrivate(file)]);
    }
  });

  it('the shell server refuses them however they are spelled (nginx decodes before it matches)', () => {
    for (const address of [
      '/remotes/feedback/%73erver/remoteEntry.js',
      '/Remotes/feedback/server/remoteEntry.js',
      '/RELEASES/feedback/0123456789ab/Server/remoteEntry.js',
      '/static/121.ffc9abfd.js.ma%70',
      '/static/121.ffc9abfd.js.MAP',
      '/remotes/feedback/%E0%A4%A/server/x.js',
    ])
      expect([address, isPrivateBuildFile(address)]).toEqual([address, true]);
  });

  it("the CDN's public copy leaves out the same files", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'public-copy-'));
    try {
      for (const file of buildFiles) {
        mkdirSync(path.dirname(path.join(dir, 'build', file)), { recursive: true });
        writeFileSync(path.join(dir, 'build', file), file);
      }
      execFileSync(process.execPath, [
        path.join(repoRoot, 'deploy/cdn/public-copy.mjs'),
        path.join(dir, 'build'),
        path.join(dir, 'public'),
      ]);
      const copied = readdirSync(path.join(dir, 'public'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(path.join(dir, 'public'), path.join(entry.parentPath, entry.name)),
        );
      expect(copied.sort()).toEqual(buildFiles.filter((file) => !isPrivate(file)).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
