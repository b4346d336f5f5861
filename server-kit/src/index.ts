export { createExpressServer } from './expressServer';
export { escapeHtml, escapeXml } from './escape';
