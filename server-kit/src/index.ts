export { createExpressServer } from './expressServer';
export { escapeHtml, escapeXml } from './escape';
export { cacheTtlMs } from './cacheTtl';
