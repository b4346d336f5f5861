import type { GracefulShutdown, ShutdownSettings } from './gracefulShutdown';

interface SignalOptions {
  settings: ShutdownSettings;
  log: (message: string) => void;
  /** What runs after the servers closed (workers, pools, connections); the process exits after it. */
  cleanup?: () => Promise<unknown> | void;
}

/** What cleanup may take on top of the drain and the requests' timeout before the process exits anyway. */
const CLEANUP_MS = 5_000;

/**
 * SIGTERM (the container runtime, Kubernetes) and SIGINT (Ctrl-C) stop the
 * process gracefully: exit code 0 when every request finished, 1 when the
 * timeout cut some or cleanup failed. A second signal exits at once (an
 * impatient Ctrl-C during the drain).
 */
export function stopOnSignals(stop: GracefulShutdown, options: SignalOptions): void {
  const { settings, log, cleanup } = options;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stop.stopping) {
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
    log(`${signal}: not ready; serving ${settings.drainMs} ms more, then closing`);
    // Whatever hangs in cleanup, the process ends before Kubernetes' grace period does.
    setTimeout(() => process.exit(1), settings.drainMs + settings.timeoutMs + CLEANUP_MS).unref();
    void stop
      .shutdown()
      .then(async (outcome) => {
        log(outcome === 'drained' ? 'requests finished' : 'timeout: open requests were cut');
        await cleanup?.();
        return outcome === 'drained' ? 0 : 1;
      })
      .catch((error: unknown) => {
        log(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
        return 1;
      })
      .then((code) => process.exit(code));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
