export { createExpressServer } from './expressServer';
export { escapeHtml, escapeXml } from './escape';
export { cacheTtlMs } from './cacheTtl';
export {
  gracefulShutdown,
  type GracefulShutdown,
  type ShutdownSettings,
} from './shutdown/gracefulShutdown';
export { shutdownSettingsFromEnv } from './shutdown/settings';
export { stopOnSignals } from './shutdown/signals';
