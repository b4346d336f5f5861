import { Counter } from 'prom-client';

const loadFailures = new Counter({
  name: 'shell_section_load_failures_total',
  help: "Failed loads of a section's server build (remote), by section name from remotes.json.",
  labelNames: ['section'] as const,
});

/** `section` is a key of remotes.json: the operator's list, never a visitor's input. */
export function countSectionLoadFailure(section: string): void {
  loadFailures.inc({ section });
}
