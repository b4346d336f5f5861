// Renders the edge's nginx configuration for one machine or a test:
//   node deploy/nginx/render.mjs <out dir>   (settings from the environment)
//   nginx -p <out dir> -c <out dir>/nginx.conf -g 'daemon off;'
// Each `*.template` in templates/ gets its ${UPPER_CASE} settings filled in
// (envsubst style: nginx's own lower-case $variables are left alone); other
// files are copied. An unset setting stops the render instead of producing a
// config that fails later. In a container the official nginx image does the
// same with its envsubst step (see deploy/docker/shell.Dockerfile).
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const templatesDir = path.join(import.meta.dirname, 'templates');
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Settings for the site on this machine as `npm start` runs it (PORT 3000, API 3001). */
export function localDefaults(outDir) {
  return {
    LISTEN_PORT: '8080',
    SHELL_UPSTREAM: '127.0.0.1:3000',
    API_UPSTREAM: '127.0.0.1:3001',
    STATIC_ROOT: path.join(repoRoot, 'shell/dist/client'),
    REMOTES_ROOT: repoRoot,
    RELEASES_ROOT: path.join(repoRoot, '.releases'),
    NGINX_RUN_DIR: path.join(outDir, 'run'),
    NGINX_MIME_TYPES: '/etc/nginx/mime.types',
    NGINX_ACCESS_LOG: 'off',
    NGINX_LOCAL_RESOLVERS: localResolvers(),
  };
}

/** This machine's name servers (as the official nginx image finds them), for upstreams given by name. */
function localResolvers() {
  let text = '';
  try {
    text = readFileSync('/etc/resolv.conf', 'utf8');
  } catch {
    // no resolv.conf: upstreams are IP addresses
  }
  const servers = [...text.matchAll(/^nameserver\s+(\S+)/gm)].map(([, address]) =>
    address.includes(':') ? `[${address}]` : address,
  );
  return servers.length > 0 ? servers.join(' ') : '127.0.0.1';
}

/** Fills `${NAME}` from `settings`; throws naming every setting that is missing. */
export function fillTemplate(text, settings, fileName) {
  const missing = new Set();
  const filled = text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name) => {
    const value = settings[name];
    if (value === undefined || value === '') missing.add(name);
    return value ?? '';
  });
  if (missing.size > 0) throw new Error(`${fileName}: set ${[...missing].join(', ')}`);
  return filled;
}

/** Writes the rendered configuration into `outDir`; returns the main config's path. */
export function renderNginxConfig(outDir, settings) {
  mkdirSync(outDir, { recursive: true });
  mkdirSync(settings.NGINX_RUN_DIR, { recursive: true });
  for (const name of readdirSync(templatesDir)) {
    const source = path.join(templatesDir, name);
    if (name.endsWith('.template')) {
      const text = fillTemplate(readFileSync(source, 'utf8'), settings, name);
      writeFileSync(path.join(outDir, name.replace(/\.template$/, '')), text);
    } else {
      copyFileSync(source, path.join(outDir, name));
    }
  }
  return path.join(outDir, 'nginx.conf');
}

if (process.argv[1] === import.meta.filename) {
  const outDir = path.resolve(process.argv[2] ?? '.nginx');
  const defaults = localDefaults(outDir);
  const settings = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [name, process.env[name] ?? value]),
  );
  try {
    const config = renderNginxConfig(outDir, settings);
    console.log(`Rendered ${config}\nRun: nginx -p ${outDir} -c ${config} -g 'daemon off;'`);
  } catch (error) {
    console.error(`render: ${error.message}`);
    process.exit(1);
  }
}
