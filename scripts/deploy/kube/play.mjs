// The Kubernetes manifests played with `podman kube play` (render.mjs says
// how they are changed for podman 4.3 and what is not played):
//   node scripts/deploy/kube/play.mjs up        network, secrets, then each workload in order,
//                                               waiting for a Job's pod to finish and a Deployment's to be ready
//   node scripts/deploy/kube/play.mjs down      pods, secrets, claims, ConfigMap volumes, network
//   node scripts/deploy/kube/play.mjs render    what `up` would play, as JSON (nothing started)
//   node scripts/deploy/kube/play.mjs names     {"api": "<container>", …} as JSON
//   node scripts/deploy/kube/play.mjs probe <container name> [readiness|liveness]   exit 0 when it passes
//   node scripts/deploy/kube/play.mjs release <release.mjs arguments>   the release tool on the played claims
// Settings (scripts/deploy/kube-up.sh sets them): KUBE_PROJECT (hello-kube),
// HTTP_PORT, PUBLIC_ORIGIN, IMAGE_BUILD_TAG or IMAGE_TAG, MYSQL_IMAGE,
// MYSQL_PASSWORD, MYSQL_ROOT_PASSWORD. What `up` played is kept in
// $KUBE_RENDER_DIR (default: the system's temp dir) for the other commands.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { podman, runProbe } from './probe.mjs';
import { renderForPodman } from './render.mjs';

const env = process.env;
const project = env.KUBE_PROJECT || 'hello-kube';
const renderDir = env.KUBE_RENDER_DIR || path.join(os.tmpdir(), `hello-site-kube-${project}`);
const planFile = path.join(renderDir, 'plan.json');
const started = Date.now();
const log = (message) =>
  console.error(`deploy:kube: ${message} (${Math.round((Date.now() - started) / 1000)} s)`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function fail(message) {
  console.error(`deploy:kube: ${message}`);
  process.exit(1);
}

/** @param {{ namesOnly?: boolean }} [options] namesOnly: what to remove; images and passwords do not matter */
function render({ namesOnly = false } = {}) {
  const required = (name) =>
    env[name] ||
    (namesOnly ? 'unset' : fail(`${name} is not set (scripts/deploy/kube-up.sh sets it)`));
  const httpPort = Number(env.HTTP_PORT || 18081);
  return renderForPodman({
    project,
    httpPort,
    publicOrigin: env.PUBLIC_ORIGIN || `http://localhost:${httpPort}`,
    imageTag: env.IMAGE_BUILD_TAG || env.IMAGE_TAG || 'local',
    mysqlImage: required('MYSQL_IMAGE'),
    mysqlPassword: required('MYSQL_PASSWORD'),
    mysqlRootPassword: required('MYSQL_ROOT_PASSWORD'),
  });
}

const played = () =>
  existsSync(planFile)
    ? JSON.parse(readFileSync(planFile, 'utf8'))
    : fail(`nothing played for ${project} (${planFile})`);

/** podman's complaints about systemd (none here: health checks run on demand) are noise. */
const withoutSystemdNoise = (text) =>
  text
    .split('\n')
    .filter((line) => line && !line.includes('systemd'))
    .join('\n');

function removeAll(plan) {
  if (plan.pods.length > 0) podman('pod', 'rm', '--force', '--ignore', '--time', '3', ...plan.pods);
  for (const secret of plan.secrets) podman('secret', 'rm', secret.name);
  for (const volume of plan.volumes) podman('volume', 'rm', '--force', volume);
  podman('network', 'rm', '--force', plan.network);
}

function printLogs(container) {
  const logs = podman('logs', '--tail', '30', container);
  console.error(`${container}'s last log lines:\n${logs.out}\n${logs.err}`);
}

async function waitUntilReady(plan, name, seconds) {
  const target = plan.services[name];
  const deadline = Date.now() + seconds * 1000;
  while (!(await runProbe(target, target.readinessProbe, plan.network))) {
    const state = podman('inspect', target.container, '--format', '{{.State.Status}}').out;
    if (state === 'exited' || Date.now() > deadline) {
      printLogs(target.container);
      fail(`${name} is not ready (${state || 'no container'}; waited up to ${seconds} s)`);
    }
    await sleep(1000);
  }
}

async function up() {
  const plan = render();
  removeAll(plan);
  rmSync(renderDir, { recursive: true, force: true });
  mkdirSync(renderDir, { recursive: true });
  for (const step of plan.steps) writeFileSync(path.join(renderDir, step.file), step.yaml);
  // The secrets' values stay out of the files (the names are what the other commands need).
  const recorded = { ...plan, secrets: plan.secrets.map(({ name }) => ({ name })) };
  writeFileSync(planFile, JSON.stringify(recorded, null, 2));
  for (const line of plan.changes) log(`changed: ${line}`);

  const network = podman('network', 'create', plan.network);
  if (!network.ok) fail(network.err);
  // podman 4.3 reads a secretKeyRef from a podman secret holding a JSON map of
  // base64 values (the Secret kind it plays itself is stored as YAML, which
  // the same version then fails to read).
  for (const secret of plan.secrets) {
    const data = Object.fromEntries(
      Object.entries(secret.data).map(([key, value]) => [
        key,
        Buffer.from(value).toString('base64'),
      ]),
    );
    // A file, not stdin: podman accepts `-` only from a FIFO, Node's pipes are sockets.
    const file = path.join(renderDir, `${secret.name}.secret`);
    writeFileSync(file, JSON.stringify(data), { mode: 0o600 });
    const created = podman('secret', 'create', secret.name, file);
    rmSync(file);
    if (!created.ok) fail(created.err);
  }
  for (const step of plan.steps) {
    // A Service's name: an alias of its pod on the project's network.
    const networkOption = step.aliases.length
      ? `${plan.network}:${step.aliases.map((alias) => `alias=${alias}`).join(',')}`
      : plan.network;
    const playedStep = podman(
      'kube',
      'play',
      '--network',
      networkOption,
      path.join(renderDir, step.file),
    );
    if (!playedStep.ok) fail(`${step.file}: ${withoutSystemdNoise(playedStep.err)}`);
    for (const name of step.containers) {
      if (step.waitFor === 'exit') {
        const code = podman('wait', plan.services[name].container).out;
        if (code !== '0') {
          printLogs(plan.services[name].container);
          fail(`${name} exited with ${code}`);
        }
        log(`${step.name} done`);
      } else {
        await waitUntilReady(plan, name, 180);
        log(
          `${step.name} ready${step.aliases.length ? ` (Service ${step.aliases.join(', ')})` : ''}`,
        );
      }
    }
  }
  for (const line of plan.notPlayed) log(`not played: ${line}`);
  console.log(
    `The played manifests answer on http://localhost:${plan.httpPort}  (npm run deploy:kube:down removes them)`,
  );
}

function down() {
  // What `up` played, or (nothing recorded) the same names rendered again.
  const plan = existsSync(planFile) ? played() : render({ namesOnly: true });
  removeAll(plan);
  rmSync(renderDir, { recursive: true, force: true });
}

async function probe(name, kind = 'readiness') {
  const plan = played();
  const target =
    plan.services[name] ?? fail(`no container ${name}: ${Object.keys(plan.services).join(', ')}`);
  process.exit((await runProbe(target, target[`${kind}Probe`], plan.network)) ? 0 : 1);
}

/** release.mjs in the release image, on the releases claim and the remotes ConfigMap's volume. */
function release(args) {
  const { releases } = played();
  const result = spawnSync(
    'podman',
    [
      'run',
      '--rm',
      '--network',
      'none',
      '-v',
      `${releases.volume}:${releases.mount}`,
      '-v',
      `${releases.remotesVolume}:${releases.remotesMount}`,
      '-e',
      `RELEASES_DIR=${releases.mount}`,
      '-e',
      `REMOTES_FILE=${releases.remotesMount}/remotes.json`,
      releases.image,
      ...args,
    ],
    { stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
}

const [command, ...args] = process.argv.slice(2);
if (command === 'up') await up();
else if (command === 'down') down();
else if (command === 'render') console.log(JSON.stringify(render(), null, 2));
else if (command === 'names')
  console.log(
    JSON.stringify(
      Object.fromEntries(
        Object.entries(played().services).map(([name, service]) => [name, service.container]),
      ),
    ),
  );
else if (command === 'probe') await probe(args[0], args[1]);
else if (command === 'release') release(args);
else
  fail(
    'usage: play.mjs up | down | render | names | probe <container> [readiness|liveness] | release <arguments>',
  );
