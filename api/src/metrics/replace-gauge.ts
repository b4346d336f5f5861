import { Gauge, register, type GaugeConfiguration } from 'prom-client';

/**
 * A gauge read from a database at scrape time: registered anew for the
 * database observed last (one per process in production; tests start apps
 * one after another in one process, and the registry takes a name once).
 */
export function replaceGauge<Label extends string>(
  config: GaugeConfiguration<Label>,
): Gauge<Label> {
  register.removeSingleMetric(config.name);
  return new Gauge(config);
}
