export { createExpressServer } from './expressServer';
export { escapeHtml, escapeXml } from './escape';
export { cacheTtlMs } from './cacheTtl';
export {
  gracefulShutdown,
  shutdownSettingsFromEnv,
  stopOnSignals,
  type GracefulShutdown,
  type ShutdownSettings,
} from './shutdown';
