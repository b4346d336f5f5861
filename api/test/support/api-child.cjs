/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader run by plain node */
// Runs support/api-child.ts in a plain node process: TypeScript compiled on
// require by @swc/core (as jest's transform does), workspace packages included.
const fs = require('node:fs');
const swc = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require('./api-child.ts');
