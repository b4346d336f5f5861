// The Kubernetes manifests (deploy/k8s, as `kubectl apply -k` would apply
// them) turned into what `podman kube play` 4.3 can play on one machine, plus
// the local stand-ins of what a cluster gets from outside (deploy/k8s-local:
// the database, the ingress controller and CDN, the buckets' claim).
// No kubectl or kustomize needed: the kustomization's resources are read
// here, and every change made for podman is listed in the plan (`changes`,
// `notPlayed`) so nothing is dropped silently. deploy/README.md explains them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const baseDir = path.join(repoRoot, 'deploy/k8s');
const localDir = path.join(repoRoot, 'deploy/k8s-local');

/**
 * The order podman starts the workloads in. A cluster retries until what a
 * pod needs is there; podman starts each pod once, so the order is the one
 * compose.yaml states: database → migrations (run to completion) → API →
 * shell → edge. A workload missing here is an error, never left out.
 */
const startOrder = ['hello-mysql', 'hello-migrate', 'hello-api', 'hello-shell', 'hello-edge'];

/** Where the shell and the edge find the releases (the shell image's RELEASES_DIR). */
const releasesMount = '/srv/releases';
const releasesClaim = 'hello-releases';
/** The ConfigMap a release rewrites (the `kubectl apply` of deploy/README.md). */
const remotesConfigMap = 'hello-remotes';

const readYaml = (file) => yaml.loadAll(readFileSync(file, 'utf8')).filter(Boolean);

/** deploy/k8s/kustomization.yaml's resources; any other field would be ignored here, so it fails. */
function baseObjects() {
  const kustomization = yaml.load(readFileSync(path.join(baseDir, 'kustomization.yaml'), 'utf8'));
  const understood = ['apiVersion', 'kind', 'namespace', 'resources', 'images'];
  const other = Object.keys(kustomization).filter((key) => !understood.includes(key));
  if (other.length > 0) {
    throw new Error(
      `deploy/k8s/kustomization.yaml: ${other.join(', ')} not applied by ${path.basename(import.meta.filename)}`,
    );
  }
  return {
    objects: kustomization.resources.flatMap((file) => readYaml(path.join(baseDir, file))),
    imageNames: (kustomization.images ?? []).map((image) => image.name),
  };
}

function localObjects() {
  return readdirSync(localDir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .flatMap((file) => readYaml(path.join(localDir, file)));
}

const podSpecOf = (object) => (object.kind === 'Pod' ? object.spec : object.spec.template.spec);

const matches = (selector, labels) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);

/** A container port by name or number. */
function portNumber(container, port) {
  if (typeof port === 'number') return port;
  const named = container.ports?.find((entry) => entry.name === port);
  if (!named) throw new Error(`container ${container.name}: no port named ${port}`);
  return named.containerPort;
}

/**
 * @param {{ project: string, httpPort: number, publicOrigin: string, imageTag: string,
 *   mysqlImage: string, mysqlPassword: string, mysqlRootPassword: string }} settings
 */
export function renderForPodman(settings) {
  const { project, httpPort } = settings;
  if (!/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(project)) {
    throw new Error(`project name ${project}: lower-case letters, digits and dashes`);
  }
  // podman has no namespaces: pods, ConfigMaps' volumes, claims and secrets
  // share one machine-wide name space, so the project prefixes them (two
  // projects, e.g. CI's and a developer's, never meet).
  const named = (name) => `${project}-${name}`;
  const network = project;

  const base = baseObjects();
  const objects = structuredClone([...base.objects, ...localObjects()]);
  const images = {
    'hello-api': `localhost/hello-site-api:${settings.imageTag}`,
    'hello-shell': `localhost/hello-site-shell:${settings.imageTag}`,
    'hello-edge': `localhost/hello-site-edge:${settings.imageTag}`,
    'hello-mysql': settings.mysqlImage,
  };
  for (const name of base.imageNames) {
    if (!images[name]) throw new Error(`kustomization image ${name} has no local image`);
  }
  // The Secrets created outside the repository (deploy/README.md), filled locally.
  const secretValues = {
    'hello-database': {
      DATABASE_URL: `mysql://hello:${encodeURIComponent(settings.mysqlPassword)}@hello-mysql:3306/hello`,
    },
    // No Redis locally: one API pod counts its rate limits and drops its cache in memory (empty = unset).
    'hello-redis': { REDIS_URL: '' },
    // No mail server locally: the newsletter's mails go to the pod's outbox folder.
    'hello-mail': { SMTP_URL: '' },
    'hello-mysql': {
      MYSQL_PASSWORD: settings.mysqlPassword,
      MYSQL_ROOT_PASSWORD: settings.mysqlRootPassword,
    },
  };

  const notPlayed = [];
  const changes = [];
  const byKind = (kind) => objects.filter((object) => object.kind === kind);
  const find = (kind, name) => byKind(kind).find((object) => object.metadata.name === name);

  for (const object of objects) {
    const { kind, metadata } = object;
    if (kind === 'Namespace') {
      notPlayed.push(
        `Namespace ${metadata.name}: podman has none; names get the prefix ${project}-`,
      );
    } else if (kind === 'HorizontalPodAutoscaler') {
      notPlayed.push(`HorizontalPodAutoscaler ${metadata.name}: no autoscaling, one pod`);
    } else if (kind === 'CronJob') {
      notPlayed.push(
        `CronJob ${metadata.name}: no scheduler; its command runs in the API's pod by hand (podman exec)`,
      );
      // Its claims are used by nothing that plays: said, not created.
      for (const volume of object.spec.jobTemplate.spec.template.spec.volumes ?? [])
        if (volume.persistentVolumeClaim)
          notPlayed.push(
            `PersistentVolumeClaim ${volume.persistentVolumeClaim.claimName}: used by CronJob ${metadata.name} only`,
          );
    }
  }

  const aliases = serviceAliases(byKind, notPlayed);
  ingressAsEdge(byKind, find, httpPort, notPlayed);

  // Local settings: the public origin is this machine; no private builds
  // bucket, so the shell loads the sections' Node builds from its image and
  // the releases claim (as compose does).
  const shellSettings = find('ConfigMap', 'hello-shell').data;
  shellSettings.PUBLIC_ORIGIN = settings.publicOrigin;
  delete shellSettings.REMOTES_ORIGIN;
  shellSettings.RELEASES_DIR = releasesMount;
  changes.push(
    `ConfigMap hello-shell: PUBLIC_ORIGIN=${settings.publicOrigin}, REMOTES_ORIGIN unset (no private bucket: the image's builds and the claim ${releasesClaim}), RELEASES_DIR=${releasesMount}`,
  );
  const shellPod = podSpecOf(find('Deployment', 'hello-shell'));
  shellPod.volumes.push({ name: 'releases', persistentVolumeClaim: { claimName: releasesClaim } });
  shellPod.containers[0].volumeMounts.push({
    name: 'releases',
    mountPath: releasesMount,
    readOnly: true,
  });
  changes.push(
    `Deployment hello-shell: the claim ${releasesClaim} at ${releasesMount} (the buckets' stand-in)`,
  );

  // Jobs run as a Pod, once, before what needs them.
  for (const job of byKind('Job')) {
    job.kind = 'Pod';
    job.apiVersion = 'v1';
    job.spec = { ...job.spec.template.spec, restartPolicy: 'Never' };
    notPlayed.push(
      `Job ${job.metadata.name}: a Pod run once before the API (no backoffLimit retries, no ttlSecondsAfterFinished)`,
    );
  }
  for (const deployment of byKind('Deployment')) {
    if (deployment.spec.replicas !== 1) {
      changes.push(
        `Deployment ${deployment.metadata.name}: replicas ${deployment.spec.replicas} → 1`,
      );
    }
    deployment.spec.replicas = 1;
    delete deployment.spec.strategy;
  }
  notPlayed.push('Deployment strategy (rolling updates): a new play replaces the pod');

  // What each workload becomes, and the probes as declared (podman 4.3 turns a
  // livenessProbe into a health check that calls curl, which the Node images
  // lack, and loses named ports and exec arguments: play.mjs probes instead,
  // as the kubelet does, so the played pods carry no probe).
  const services = {};
  const secrets = new Map();
  const claimsPlayed = new Set();
  const workloads = [...byKind('Deployment'), ...byKind('Pod')];
  for (const workload of workloads) {
    if (!startOrder.includes(workload.metadata.name)) {
      throw new Error(
        `${workload.kind} ${workload.metadata.name} has no place in the start order (render.mjs)`,
      );
    }
  }
  const steps = startOrder.map((name) => {
    const workload = workloads.find((candidate) => candidate.metadata.name === name);
    if (!workload) throw new Error(`${name} is not among the manifests`);
    const pod = podSpecOf(workload);
    const podName = workload.kind === 'Deployment' ? `${named(name)}-pod-0` : named(name);
    const configMaps = new Set();
    const claims = [];
    for (const container of pod.containers) {
      container.image =
        images[container.image] ?? fail(`${name}: no local image for ${container.image}`);
      container.imagePullPolicy = 'Never';
      services[container.name] = {
        pod: podName,
        container: `${podName}-${container.name}`,
        readinessProbe:
          container.readinessProbe && resolvedProbe(container, container.readinessProbe),
        livenessProbe: container.livenessProbe && resolvedProbe(container, container.livenessProbe),
      };
      delete container.readinessProbe;
      delete container.livenessProbe;
      // podman 4.3 publishes a containerPort without a hostPort on the same
      // port of the machine (a cluster publishes nothing; two projects would
      // collide): only hostPorts are kept. Pods reach each other's ports anyway.
      container.ports = container.ports?.filter((port) => port.hostPort);
      if (!container.ports?.length) delete container.ports;
      for (const source of container.envFrom ?? []) {
        configMaps.add(source.configMapRef.name);
        source.configMapRef.name = named(source.configMapRef.name);
      }
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (!ref) continue;
        const value = secretValues[ref.name]?.[ref.key];
        if (value === undefined)
          throw new Error(`${name}: no local value for Secret ${ref.name} key ${ref.key}`);
        secrets.set(named(ref.name), { ...secrets.get(named(ref.name)), [ref.key]: value });
        ref.name = named(ref.name);
      }
    }
    for (const volume of pod.volumes ?? []) {
      if (volume.configMap) {
        configMaps.add(volume.configMap.name);
        volume.configMap.name = named(volume.configMap.name);
      }
      if (volume.persistentVolumeClaim) {
        const claim = volume.persistentVolumeClaim.claimName;
        volume.persistentVolumeClaim.claimName = named(claim);
        // A claim is created once, by the first pod that uses it.
        if (!claimsPlayed.has(claim))
          claims.push(find('PersistentVolumeClaim', claim) ?? fail(`${name}: no claim ${claim}`));
        claimsPlayed.add(claim);
      }
    }
    const played = [
      ...[...configMaps].map(
        (configMap) => find('ConfigMap', configMap) ?? fail(`${name}: no ConfigMap ${configMap}`),
      ),
      ...claims,
      workload,
    ].map((object) => ({
      ...object,
      metadata: { ...object.metadata, name: named(object.metadata.name) },
    }));
    return {
      name,
      file: `${String(startOrder.indexOf(name) + 1).padStart(2, '0')}-${name}.yaml`,
      yaml: played.map((object) => yaml.dump(object, { lineWidth: -1 })).join('---\n'),
      aliases: aliases.get(name) ?? [],
      // A Job's pod must finish; a Deployment's must become ready.
      waitFor: workload.kind === 'Pod' ? 'exit' : 'ready',
      containers: pod.containers.map((container) => container.name),
    };
  });
  changes.push('every container: the local image (imagePullPolicy Never)');
  notPlayed.push(
    'readinessProbe/livenessProbe: evaluated by play.mjs like the kubelet (no traffic is taken away, no restart on failure)',
  );
  notPlayed.push(
    "containerPort: not published (podman would publish each on the machine's same port); the edge's hostPort is",
  );
  notPlayed.push(
    'resources.requests (scheduling): only limits.memory is applied, as the container memory limit',
  );

  const volumes = [
    ...byKind('PersistentVolumeClaim').map((claim) => named(claim.metadata.name)),
    // podman keeps a ConfigMap volume's files in a volume of the ConfigMap's name.
    ...byKind('ConfigMap').map((configMap) => named(configMap.metadata.name)),
  ];
  return {
    project,
    network,
    httpPort,
    steps,
    services,
    secrets: [...secrets].map(([name, data]) => ({ name, data })),
    pods: steps.map((step) => services[step.containers[0]].pod),
    volumes,
    releases: {
      image: `localhost/hello-site-release:${settings.imageTag}`,
      volume: named(releasesClaim),
      mount: releasesMount,
      remotesVolume: named(remotesConfigMap),
      remotesMount: podSpecOf(find('Deployment', 'hello-shell')).containers[0].volumeMounts.find(
        (mount) => mount.name === 'remotes',
      ).mountPath,
    },
    changes,
    notPlayed,
  };
}

/**
 * Services: a DNS name on the project's network for the pod they select
 * (podman's network alias), no virtual IP and no load balancing. A Service
 * that maps a port to another port cannot be played that way.
 * @returns {Map<string, string[]>} workload name → its Services' names
 */
function serviceAliases(byKind, notPlayed) {
  const aliases = new Map();
  for (const service of byKind('Service')) {
    const targets = [...byKind('Deployment'), ...byKind('Pod')].filter((workload) =>
      matches(
        service.spec.selector,
        workload.kind === 'Pod' ? workload.metadata.labels : workload.spec.template.metadata.labels,
      ),
    );
    if (targets.length !== 1) {
      throw new Error(
        `Service ${service.metadata.name} selects ${targets.length} workloads; one is played`,
      );
    }
    const [container] = podSpecOf(targets[0]).containers;
    for (const port of service.spec.ports) {
      if (portNumber(container, port.targetPort ?? port.port) !== port.port) {
        throw new Error(
          `Service ${service.metadata.name}: port ${port.port} → another port cannot be played`,
        );
      }
    }
    const name = targets[0].metadata.name;
    aliases.set(name, [...(aliases.get(name) ?? []), service.metadata.name]);
  }
  if (aliases.size > 0) {
    notPlayed.push(
      'Service: a network alias (DNS name) on the selected pod; no virtual IP, no load balancing',
    );
  }
  return aliases;
}

/**
 * The Ingress, played by the edge (deploy/k8s-local/edge.yaml): its backends
 * become the edge's upstreams; its host, TLS and annotations are not played.
 */
function ingressAsEdge(byKind, find, httpPort, notPlayed) {
  const [ingress, ...moreIngresses] = byKind('Ingress');
  if (!ingress || moreIngresses.length > 0) throw new Error('one Ingress expected');
  const upstreams = {};
  for (const rule of ingress.spec.rules) {
    for (const entry of rule.http.paths) {
      const service = find('Service', entry.backend.service.name);
      const port = service.spec.ports.find(
        (candidate) =>
          candidate.name === entry.backend.service.port.name ||
          candidate.port === entry.backend.service.port.number,
      );
      // By name, re-resolved while the edge runs (a replaced pod has a new address).
      const upstream = `${service.metadata.name}:${port.port} resolve`;
      if (entry.path === '/api') upstreams.API_UPSTREAM = upstream;
      else if (entry.path === '/') upstreams.SHELL_UPSTREAM = upstream;
      else throw new Error(`Ingress path ${entry.path}: the edge knows /api and / only`);
    }
  }
  const edge = podSpecOf(find('Deployment', 'hello-edge')).containers[0];
  edge.env.push(...Object.entries(upstreams).map(([name, value]) => ({ name, value })));
  edge.ports[0].hostPort = httpPort;
  notPlayed.push(
    `Ingress ${ingress.metadata.name}: its rules are the edge's upstreams (${Object.values(upstreams).join(', ')}); ` +
      `no host ${ingress.spec.rules.map((rule) => rule.host).join(', ')}, no TLS (${ingress.spec.tls?.map((tls) => tls.secretName).join(', ')}), ` +
      `no annotations (the edge's nginx has its own body limit); plain HTTP on port ${httpPort}`,
  );
}

function resolvedProbe(container, probe) {
  const resolved = {
    periodSeconds: probe.periodSeconds ?? 10,
    timeoutSeconds: probe.timeoutSeconds ?? 1,
  };
  if (probe.httpGet)
    return {
      ...resolved,
      httpGet: { path: probe.httpGet.path, port: portNumber(container, probe.httpGet.port) },
    };
  if (probe.tcpSocket)
    return { ...resolved, tcpSocket: { port: portNumber(container, probe.tcpSocket.port) } };
  if (probe.exec) return { ...resolved, exec: { command: probe.exec.command } };
  throw new Error(`container ${container.name}: a probe of a kind not played`);
}

function fail(message) {
  throw new Error(message);
}
