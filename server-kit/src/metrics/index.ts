/** Prometheus metrics the Node servers share: their private listener, process metrics, request durations. */
export {
  listenForMetrics,
  metricsAddressFromEnv,
  metricsUrl,
  type MetricsAddress,
} from './listener';
export { collectProcessMetrics } from './processMetrics';
export { declaredRouteOf, matchedRouteOf, timeRequest } from './requestDuration';
