export { createExpressServer } from './expressServer';
