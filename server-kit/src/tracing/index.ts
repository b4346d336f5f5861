/** The SDK's start (heavy: load it first, once, in the server's entry). Request helpers: `server-kit/trace-context`. */
export { exportsTraces, startTracing, type TracingOptions } from './start';
