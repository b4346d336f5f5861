// Runs on a section's declaration (src/section.ts) before it is compiled.
//
// A route names its page as a plain dynamic import:
//   page: () => import('./features/faq/FaqPage').then((m) => m.FaqPage)
// This loader notes, on each such function, which module it imports
// (`pageModule: './features/faq/FaqPage'`). The browser build's manifest maps
// the same import to its chunk files (see pageChunks in rspack.base.mjs), so
// the server can preload the files of the page it rendered — without chunk
// naming rules or wrapper modules.
import ts from 'typescript';

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

/** @this {{ resourcePath: string }} */
export default function sectionPagesLoader(source) {
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
    result = `${result.slice(0, start)}Object.assign(${fn}, { pageModule: ${JSON.stringify(request)} })${result.slice(end)}`;
  }
  return result;
}
