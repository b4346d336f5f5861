/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// No Docker engine and no cluster here: deploy/validate-manifests.mjs checks
// compose.yaml against the Compose specification's JSON schema and every
// Kubernetes object against kubernetes-models' validators (from the
// Kubernetes OpenAPI schema). It runs as its own Node process because
// kubernetes-models ships ES modules only.

interface Report {
  checked: string[];
  problems: { file: string; errors: unknown }[];
}

function validate(): { report: Report; status: number } {
  try {
    const out = execFileSync(process.execPath, [path.join(__dirname, 'validate-manifests.mjs')], {
      encoding: 'utf8',
    });
    return { report: JSON.parse(out) as Report, status: 0 };
  } catch (error) {
    const { stdout, status } = error as { stdout: string; status: number };
    return { report: JSON.parse(stdout) as Report, status };
  }
}

describe('deploy files against their schemas', () => {
  const { report, status } = validate();

  it('checks compose.yaml and every Kubernetes object', () => {
    expect(report.checked).toContain('compose.yaml');
    for (const kind of [
      'Deployment',
      'Service',
      'HorizontalPodAutoscaler',
      'Ingress',
      'Job',
      'CronJob',
    ])
      expect(report.checked.some((name) => name.includes(`: ${kind} `))).toBe(true);
  });

  it('finds no schema violation', () => {
    expect(report.problems).toEqual([]);
    expect(status).toBe(0);
  });
});
