// A probe as the kubelet runs it: httpGet and tcpSocket from the machine to
// the pod's address (200–399 is success), exec inside the container (exit 0),
// each within its timeoutSeconds. podman 4.3's own conversion of probes
// cannot be used (see render.mjs), so the played pods are probed from here.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

export function podman(...args) {
  const result = spawnSync('podman', args, { encoding: 'utf8' });
  return { ok: result.status === 0, out: result.stdout.trim(), err: result.stderr.trim() };
}

/** The pod's address on the project's network (its infra container holds the network). */
export function podAddress(pod, network) {
  const infra = podman('pod', 'inspect', pod, '--format', '{{.InfraContainerID}}');
  if (!infra.ok) return undefined;
  const address = podman(
    'inspect',
    infra.out,
    '--format',
    `{{(index .NetworkSettings.Networks "${network}").IPAddress}}`,
  );
  return address.ok && address.out ? address.out : undefined;
}

/** Whether the container runs (a stopped container fails every probe, as a dead process would). */
const isRunning = (container) =>
  podman('inspect', container, '--format', '{{.State.Running}}').out === 'true';

/**
 * @param {{ pod: string, container: string }} target
 * @param {{ timeoutSeconds: number, httpGet?: { path: string, port: number },
 *   tcpSocket?: { port: number }, exec?: { command: string[] } } | undefined} probe
 * @returns {Promise<boolean>} no probe declared: success (as in Kubernetes)
 */
export async function runProbe(target, probe, network) {
  if (!isRunning(target.container)) return false;
  if (!probe) return true;
  const timeoutMs = probe.timeoutSeconds * 1000;
  if (probe.exec) {
    const result = spawnSync('podman', ['exec', target.container, ...probe.exec.command], {
      stdio: 'ignore',
      timeout: timeoutMs + 2000, // podman exec's own start-up
    });
    return result.status === 0;
  }
  const address = podAddress(target.pod, network);
  if (!address) return false;
  if (probe.tcpSocket) {
    return new Promise((resolve) => {
      const socket = net.connect({ host: address, port: probe.tcpSocket.port, timeout: timeoutMs });
      const done = (ok) => {
        socket.destroy();
        resolve(ok);
      };
      socket.on('connect', () => done(true));
      socket.on('timeout', () => done(false));
      socket.on('error', () => done(false));
    });
  }
  try {
    const response = await fetch(`http://${address}:${probe.httpGet.port}${probe.httpGet.path}`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'User-Agent': 'kube-probe/local' },
    });
    await response.arrayBuffer();
    return response.status >= 200 && response.status < 400;
  } catch {
    return false;
  }
}
