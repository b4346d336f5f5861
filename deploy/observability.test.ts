/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import type { SyntaxNode } from '@lezer/common';
import yaml from 'js-yaml';

// deploy/observability: the alert rules and the Grafana dashboard may only use
// metrics and labels the servers really register. The registries are the
// servers' own: each server's modules are loaded in isolation (a prom-client
// of its own), its metrics listener started as its start-up starts it, and
// what it serves is read back. promtool checks and unit-tests the rules where
// it is installed (CI: scripts/deploy/install-promtool.sh).

const repoRoot = path.resolve(__dirname, '..');
const dir = path.join(repoRoot, 'deploy/observability');
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

/** A metric as a server registers it: its type and label names. */
interface Registered {
  type: string;
  labels: Set<string>;
}
type Registry = Map<string, Registered>;

/** What Prometheus adds to every scraped series, and the series a type exposes beyond its name. */
const TARGET_LABELS = ['job', 'instance'];
const seriesOf = (name: string, type: string): [string, string[]][] =>
  type === 'histogram'
    ? [
        [`${name}_bucket`, ['le']],
        [`${name}_sum`, []],
        [`${name}_count`, []],
      ]
    : type === 'summary'
      ? [
          [name, ['quantile']],
          [`${name}_sum`, []],
          [`${name}_count`, []],
        ]
      : [[name, []]];

type PromClient = typeof import('prom-client');

/** The metrics a listener serves (names and types) with the label names its registry declares. */
async function registryOf(listener: Server, prom: PromClient): Promise<Registry> {
  const { port } = listener.address() as AddressInfo;
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const declared = new Map(
    prom.register
      .getMetricsAsArray()
      .map((metric) => [
        (metric as unknown as { name: string }).name,
        (metric as unknown as { labelNames?: string[] }).labelNames ?? [],
      ]),
  );
  const registry: Registry = new Map();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    for (const [series, extra] of seriesOf(name!, type!))
      registry.set(series, {
        type: type!,
        labels: new Set([...(declared.get(name!) ?? []), ...extra, ...TARGET_LABELS]),
      });
  }
  await new Promise<void>((done) => listener.close(() => done()));
  return registry;
}

const LOCAL = { port: 0, host: '127.0.0.1' };

/** The API as server.ts starts it: the app's modules, then its metrics listener on a database. */
async function apiRegistry(backupDir: string): Promise<Registry> {
  let registry: Registry | undefined;
  await jest.isolateModulesAsync(async () => {
    await import('../api/src/app');
    const { serveApiMetrics } = await import('../api/src/metrics/listener');
    const prom = await import('prom-client');
    const { default: knex } = await import('knex');
    // An empty database is enough: names and labels do not depend on its rows.
    const db = knex({
      client: 'better-sqlite3',
      connection: { filename: ':memory:' },
      useNullAsDefault: true,
    });
    try {
      registry = await registryOf(await serveApiMetrics(db, LOCAL, backupDir), prom);
    } finally {
      await db.destroy();
    }
  });
  return registry!;
}

/** The shell server as main.ts starts it: its app's modules, then its metrics listener. */
async function shellRegistry(): Promise<Registry> {
  let registry: Registry | undefined;
  await jest.isolateModulesAsync(async () => {
    await import('../shell/server/app');
    const { serveShellMetrics } = await import('../shell/server/metrics/listener');
    registry = await registryOf(await serveShellMetrics(LOCAL), await import('prom-client'));
  });
  return registry!;
}

/**
 * Metrics from outside the two servers, each with where it comes from: a rule
 * may use these, and nothing else that the servers do not register.
 */
const EXTERNAL: Record<string, { from: string; labels: string[] }> = {
  up: { from: 'Prometheus, per scrape target', labels: TARGET_LABELS },
  kube_cronjob_status_last_successful_time: {
    from: 'kube-state-metrics (Kubernetes: the backup CronJob)',
    labels: [...TARGET_LABELS, 'namespace', 'cronjob'],
  },
};

/** Grafana's variables in a query, as the values Prometheus gets. */
const withGrafanaVariables = (expr: string) =>
  expr.replace(/\$__(rate_interval|interval|range)\b/g, '5m');

/** Each vector selector of a PromQL expression: its metric name and the labels it matches on. */
interface Selector {
  metric: string;
  labels: string[];
}
interface Parsed {
  selectors: Selector[];
  /** Labels an aggregation groups by, with the selectors it aggregates. */
  groupings: { labels: string[]; selectors: Selector[] }[];
}

const strict = parser.configure({ strict: true });
const childrenOf = (node: SyntaxNode, name: string) => node.getChildren(name);

function parsePromQL(expr: string): Parsed {
  const tree = strict.parse(expr); // throws on a syntax error, naming the position
  const text = (node: SyntaxNode) => expr.slice(node.from, node.to);
  const selectorsIn = (root: SyntaxNode): Selector[] => {
    const found: Selector[] = [];
    const cursor = root.cursor();
    do {
      if (cursor.name !== 'VectorSelector') continue;
      const node = cursor.node;
      const matchers = node.getChild('LabelMatchers');
      found.push({
        metric: text(node.getChild('Identifier')!),
        labels: matchers
          ? childrenOf(matchers, 'UnquotedLabelMatcher').map((m) => text(m.getChild('LabelName')!))
          : [],
      });
    } while (cursor.next() && cursor.from < root.to);
    return found;
  };
  const groupings: Parsed['groupings'] = [];
  tree.iterate({
    enter: (ref) => {
      if (ref.name !== 'AggregateExpr') return;
      const grouping = ref.node.getChild('AggregateModifier')?.getChild('GroupingLabels');
      if (!grouping) return;
      groupings.push({
        labels: childrenOf(grouping, 'LabelName').map(text),
        selectors: selectorsIn(ref.node),
      });
    },
  });
  return { selectors: selectorsIn(tree.topNode), groupings };
}

/** What is wrong with an expression: unknown metrics, labels a metric does not have, groupings by them. */
function problemsOf(expr: string, known: Registry): string[] {
  const labelsOf = (metric: string) => known.get(metric)?.labels ?? new Set<string>();
  const { selectors, groupings } = parsePromQL(expr);
  const problems: string[] = [];
  for (const { metric, labels } of selectors) {
    if (!known.has(metric)) {
      problems.push(`unknown metric ${metric}`);
      continue;
    }
    for (const label of labels)
      if (!labelsOf(metric).has(label)) problems.push(`${metric} has no label ${label}`);
  }
  for (const { labels, selectors: inside } of groupings) {
    const available = new Set(inside.flatMap(({ metric }) => [...labelsOf(metric)]));
    for (const label of labels)
      if (!available.has(label)) problems.push(`grouped by ${label}, which none of its series has`);
  }
  return problems;
}

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const rules = yaml.load(read('alerts.rules.yml')) as { groups: { name: string; rules: Rule[] }[] };
const allRules = rules.groups.flatMap((group) => group.rules);

interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  gridPos: { h: number; w: number; x: number; y: number };
  targets?: { refId: string; expr: string; datasource?: { type: string; uid: string } }[];
}
const dashboard = JSON.parse(read('dashboard.json')) as {
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: { name: string; type: string }[] };
};
const queryPanels = dashboard.panels.filter((panel) => panel.type !== 'row');

let known: Registry;
let api: Registry;
let shell: Registry;
const backupDir = mkdtempSync(path.join(os.tmpdir(), 'observability-backups-'));

beforeAll(async () => {
  api = await apiRegistry(backupDir);
  shell = await shellRegistry();
  known = new Map([...api, ...shell]);
  for (const [name, { from, labels }] of Object.entries(EXTERNAL)) {
    expect([name, from, known.has(name)]).toEqual([name, from, false]);
    known.set(name, { type: 'gauge', labels: new Set(labels) });
  }
}, 60_000);
afterAll(() => rmSync(backupDir, { recursive: true, force: true }));

describe("the servers' registries, as read here", () => {
  it('hold what issue 39 asks each server to carry', () => {
    for (const name of [
      'http_server_request_duration_seconds_bucket',
      'db_client_operation_duration_seconds_bucket',
      'db_client_connection_count',
      'outbox_backlog',
      'outbox_oldest_due_age_seconds',
      'leads_created_total',
      'api_response_cache_requests_total',
      'backup_newest_timestamp_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect([name, api.has(name)]).toEqual([name, true]);
    for (const name of [
      'http_server_request_duration_seconds_bucket',
      'shell_page_render_duration_seconds_bucket',
      'shell_page_cache_requests_total',
      'shell_section_load_failures_total',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect([name, shell.has(name)]).toEqual([name, true]);
    expect(shell.has('outbox_backlog')).toBe(false);
    expect([...api.get('http_server_request_duration_seconds_bucket')!.labels].sort()).toEqual(
      [
        'http_request_method',
        'http_response_status_class',
        'http_route',
        'instance',
        'job',
        'le',
      ].sort(),
    );
  });

  it('catch an unknown metric, a label it lacks, a grouping by nothing and a syntax error', () => {
    expect(problemsOf('rate(http_requests_total[5m])', known)).toEqual([
      'unknown metric http_requests_total',
    ]);
    expect(problemsOf('outbox_backlog{route="/"}', known)).toEqual([
      'outbox_backlog has no label route',
    ]);
    expect(problemsOf('sum by (route) (rate(leads_created_total[5m]))', known)).toEqual([
      'grouped by route, which none of its series has',
    ]);
    expect(() => parsePromQL('sum(rate(leads_created_total[5m])')).toThrow();
    expect(problemsOf('sum by (kind) (rate(leads_created_total[5m]))', known)).toEqual([]);
  });
});

describe('deploy/observability/alerts.rules.yml', () => {
  it('has the shape Prometheus loads: groups of alerts with expr, for, labels, annotations', () => {
    expect(rules.groups.length).toBeGreaterThan(0);
    const names = allRules.map((rule) => rule.alert);
    expect(new Set(names).size).toBe(names.length);
    for (const group of rules.groups) {
      expect(Object.keys(group).sort()).toEqual(['name', 'rules']);
      for (const rule of group.rules) {
        expect(
          Object.keys(rule).filter(
            (key) => !['alert', 'expr', 'for', 'labels', 'annotations'].includes(key),
          ),
        ).toEqual([]);
        expect(rule.alert).toMatch(/^[A-Z][A-Za-z0-9]+$/);
        expect(typeof rule.expr).toBe('string');
        expect(rule.for).toMatch(/^\d+[smh]$/);
        expect(['critical', 'warning']).toContain(rule.labels?.severity);
        expect(Object.keys(rule.annotations ?? {}).sort()).toEqual(['description', 'summary']);
      }
    }
  });

  it('alerts on each of issue 39 §5', () => {
    const uses = (metric: string) =>
      allRules.filter((rule) => parsePromQL(rule.expr).selectors.some((s) => s.metric === metric));
    expect(
      allRules.find((rule) => rule.expr.includes('http_response_status_class="5xx"')),
    ).toBeDefined();
    expect(allRules.find((rule) => rule.expr.includes('histogram_quantile(0.99'))).toBeDefined();
    expect(allRules.find((rule) => rule.expr.includes('http_route="/readyz"'))).toBeDefined();
    expect(uses('outbox_oldest_due_age_seconds')).toHaveLength(1);
    expect(uses('backup_newest_timestamp_seconds')[0]?.expr).toContain('26 * 3600');
  });

  it.each(allRules.map((rule) => [rule.alert, rule.expr]))(
    '%s: parses, and uses only registered metrics and labels',
    (_name, expr) => {
      expect(problemsOf(expr!, known)).toEqual([]);
    },
  );

  it('matches routes by templates the servers declare', () => {
    const declared =
      readFileSync(path.join(repoRoot, 'api/src/web/routes.ts'), 'utf8') +
      readFileSync(path.join(repoRoot, 'shell/server/platformRoutes.ts'), 'utf8');
    const routes = allRules.flatMap((rule) =>
      [...rule.expr.matchAll(/http_route="([^"]+)"/g)].map((match) => match[1]!),
    );
    expect(routes).toContain('/readyz');
    for (const route of routes)
      expect([route, declared.includes(`'${route}'`)]).toEqual([route, true]);
  });
});

describe('deploy/observability/dashboard.json', () => {
  it('is a Grafana dashboard whose panels have unique ids, a place and the Prometheus variable', () => {
    expect(dashboard.uid).toBe('hello-site');
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource' }),
    );
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels) {
      expect(panel.title).toBeTruthy();
      expect(panel.gridPos.x + panel.gridPos.w).toBeLessThanOrEqual(24);
    }
    for (const panel of queryPanels) {
      expect(panel.datasource).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(panel.targets?.length).toBeGreaterThan(0);
    }
  });

  it.each(queryPanels.map((panel) => [panel.title, panel]))(
    '%s: its queries parse and use only registered metrics and labels',
    (_title, panel) => {
      for (const target of (panel as Panel).targets!)
        expect([target.refId, problemsOf(withGrafanaVariables(target.expr), known)]).toEqual([
          target.refId,
          [],
        ]);
    },
  );

  it('shows what issue 39 §1 lists', () => {
    const queried = new Set(
      queryPanels.flatMap((panel) =>
        panel.targets!.flatMap((target) =>
          parsePromQL(withGrafanaVariables(target.expr)).selectors.map((s) => s.metric),
        ),
      ),
    );
    for (const metric of [
      'http_server_request_duration_seconds_bucket',
      'http_server_request_duration_seconds_count',
      'shell_page_render_duration_seconds_bucket',
      'shell_page_cache_requests_total',
      'api_response_cache_requests_total',
      'shell_section_load_failures_total',
      'db_client_connection_count',
      'db_client_operation_duration_seconds_bucket',
      'outbox_backlog',
      'outbox_oldest_due_age_seconds',
      'leads_created_total',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect([metric, queried.has(metric)]).toEqual([metric, true]);
  });
});

/** promtool where installed; CI installs it, so there it must be. */
function promtool(): string | undefined {
  try {
    execFileSync('promtool', ['--version'], { stdio: 'ignore' });
    return 'promtool';
  } catch {
    return undefined;
  }
}

describe('promtool', () => {
  const tool = promtool();
  if (process.env.CI)
    it('is installed in CI (scripts/deploy/install-promtool.sh)', () =>
      expect(tool).toBe('promtool'));
  const run = tool ? it : it.skip;

  run('checks the rules and passes their unit tests (alerts.test.yml)', () => {
    const out = execFileSync(tool!, ['test', 'rules', 'alerts.test.yml'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(out).toContain('SUCCESS');
    expect(
      execFileSync(tool!, ['check', 'rules', 'alerts.rules.yml'], { cwd: dir, encoding: 'utf8' }),
    ).toContain(`SUCCESS: ${allRules.length} rules found`);
  });

  run("checks compose's Prometheus configuration, with the rules where it mounts them", () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'prometheus-config-'));
    try {
      const config = read('prometheus.yml').replace(
        '/etc/prometheus/alerts.rules.yml',
        'alerts.rules.yml',
      );
      writeFileSync(path.join(work, 'prometheus.yml'), config);
      copyFileSync(path.join(dir, 'alerts.rules.yml'), path.join(work, 'alerts.rules.yml'));
      const out = execFileSync(tool!, ['check', 'config', 'prometheus.yml'], {
        cwd: work,
        encoding: 'utf8',
      });
      expect(out).toContain('SUCCESS');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
