// Runs on every source file of an app before it is compiled (see
// lazy-modules.mjs for the whole mechanism). A function whose own body holds
// exactly one `import('<literal>')`, such as a section's page
//   page: () => import('./features/faq/FaqPage').then((m) => m.FaqPage)
// is noted with the module it loads, by its key:
//   fn.lazyModule === 'src/features/faq/FaqPage'
// The app's build description maps the same key to the module's chunk files,
// so the server can preload what the page it rendered will load.
import ts from 'typescript';
import { lazyModuleKey } from './lazy-modules.mjs';

const isFunction = (node) => ts.isArrowFunction(node) || ts.isFunctionExpression(node);

/**
 * The module a function imports, when its own body (not a function inside
 * it) holds exactly one `import('<literal>')`.
 */
function importedModule(fn) {
  const requests = [];
  const visit = (node) => {
    if (isFunction(node)) return;
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length >= 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      requests.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(fn.body);
  return requests.length === 1 ? requests[0] : undefined;
}

/** @this {{ resourcePath: string, rootContext: string }} */
export default function lazyModuleLoader(source) {
  if (!source.includes('import(')) return source;
  const file = ts.createSourceFile(this.resourcePath, source, ts.ScriptTarget.Latest, true);
  const edits = [];
  const visit = (node) => {
    if (isFunction(node)) {
      const request = importedModule(node);
      if (request !== undefined) {
        edits.push({ start: node.getStart(file), end: node.getEnd(), request });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = source;
  for (const { start, end, request } of edits.sort((a, b) => b.start - a.start)) {
    const fn = result.slice(start, end);
    const key = lazyModuleKey(this.rootContext, this.resourcePath, request);
    result = `${result.slice(0, start)}Object.assign(${fn}, { lazyModule: ${JSON.stringify(key)} })${result.slice(end)}`;
  }
  return result;
}
