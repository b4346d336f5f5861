export {
  gracefulShutdown,
  type GracefulShutdown,
  type ShutdownOutcome,
  type ShutdownSettings,
} from './gracefulShutdown';
export { shutdownSettingsFromEnv } from './settings';
export { stopOnSignals } from './signals';
