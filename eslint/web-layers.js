// The web app's one-way layers (issue 28, docs/architecture.md 'The web layers'):
//   app/ → features/* → components/, lib/, config/
// `web-layers/zones` reports an import that goes the wrong way or from one feature into another (bar the listed
// exceptions); `web-layers/no-cycle` reports an import that closes a cycle of value imports inside web/src.
// A local plugin because no import plugin (eslint-plugin-import, -import-x, -boundaries) is a dependency: both rules
// resolve relative specifiers the way the bundler does for this tree (.ts, .tsx, index files; no path aliases).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.d.ts'];
const INDEX_FILES = ['index.ts', 'index.tsx'];

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file a relative specifier names, or undefined for a package or a file that does not exist. */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\?.*$/, ''));
  if (isFile(base)) return base;
  for (const extension of EXTENSIONS) if (isFile(base + extension)) return base + extension;
  for (const index of INDEX_FILES) if (isFile(path.join(base, index))) return path.join(base, index);
  return undefined;
}

/** The layer of a file under `root` (web/src): app, a feature (`features/<name>`), components, lib, config, test or entry. */
export function layerOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [top, feature] = relative.split(path.sep);
  if (top === 'features' && feature && !feature.includes('.')) return { layer: 'features', feature };
  if (['app', 'components', 'lib', 'config', 'test'].includes(top)) return { layer: top };
  return { layer: 'entry' };
}

const SHARED = new Set(['components', 'lib', 'config']);

/** Why `from` may not import `to`, or undefined when it may. */
function forbiddenReason(from, to, exceptions) {
  if (to.layer === 'test') return 'only tests import the test support (web/src/test)';
  if (to.layer === 'entry' && from.layer !== 'entry') return 'nothing imports the entry (main.tsx)';
  if (to.layer === 'app' && from.layer !== 'app' && from.layer !== 'entry') {
    return `${from.layer === 'features' ? `features/${from.feature}` : `${from.layer}/`} may not import app/: app/ sits above every feature`;
  }
  if (to.layer === 'features' && SHARED.has(from.layer)) return `${from.layer}/ sits below the features and may not import features/${to.feature}`;
  if (to.layer === 'features' && from.layer === 'features' && to.feature !== from.feature) {
    const allowed = exceptions.some((exception) => exception.from === from.feature && exception.to === to.feature);
    if (!allowed) {
      return `features/${from.feature} may not import features/${to.feature}: move what both need to lib/ or components/, or combine them in app/ (docs/architecture.md)`;
    }
  }
  return undefined;
}

/** Every module specifier a file's AST names: imports, re-exports and dynamic import() of a string. */
function specifiersOf(node, report) {
  const visit = (sourceNode, typeOnly) => {
    if (sourceNode && sourceNode.type === 'Literal' && typeof sourceNode.value === 'string') report(sourceNode, sourceNode.value, typeOnly);
  };
  return {
    ImportDeclaration: (declaration) =>
      visit(
        declaration.source,
        declaration.importKind === 'type' ||
          (declaration.specifiers.length > 0 && declaration.specifiers.every((specifier) => specifier.importKind === 'type')),
      ),
    ExportNamedDeclaration: (declaration) => visit(declaration.source, declaration.exportKind === 'type'),
    ExportAllDeclaration: (declaration) => visit(declaration.source, declaration.exportKind === 'type'),
    ImportExpression: (expression) => visit(expression.source, false),
  };
}

const rootOption = (context) => path.resolve(context.cwd, context.options[0]?.root ?? 'web/src');

const zones = {
  meta: {
    type: 'problem',
    docs: { description: 'app/ → features/* → components/, lib/, config/; no feature imports another (bar listed exceptions)' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          exceptions: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' }, why: { type: 'string' } },
              required: ['from', 'to', 'why'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: { forbidden: "'{{specifier}}': {{reason}}." },
  },
  create(context) {
    const root = rootOption(context);
    const exceptions = context.options[0]?.exceptions ?? [];
    const file = context.filename;
    const from = layerOf(root, file);
    if (!from) return {};
    // Test support (web/src/test) renders the whole app: tests may use it, and it may use any layer.
    if (from.layer === 'test') return {};
    const isTest = /\.test\.tsx?$/.test(file);
    return specifiersOf(context.sourceCode.ast, (node, specifier) => {
      if (!specifier.startsWith('.')) return;
      // An unresolved specifier still has a place: the zone of a file being moved or not yet written is known.
      const target = resolveImport(file, specifier) ?? path.resolve(path.dirname(file), specifier);
      const to = layerOf(root, target);
      if (!to) return;
      if (to.layer === 'test' && isTest) return;
      const reason = forbiddenReason(from, to, exceptions);
      if (reason) context.report({ node, messageId: 'forbidden', data: { specifier, reason } });
    });
  },
};

// The graph of value imports between the files of one root, read with TypeScript's parser and kept for the lint run;
// at most once a second (an editor's long-lived ESLint), files added, removed or changed since are read again.
const graphs = new Map();
const REFRESH_AFTER_MS = 1000;

function sourceFilesUnder(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function valueImportsOf(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const targets = [];
  const add = (specifier) => {
    const target = resolveImport(file, specifier);
    if (target) targets.push(target);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) add(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) add(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) add(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return targets;
}

function graphOf(root) {
  let entry = graphs.get(root);
  if (!entry) {
    entry = { graph: new Map(), readAt: 0 };
    graphs.set(root, entry);
  }
  const { graph } = entry;
  if (Date.now() - entry.readAt < REFRESH_AFTER_MS) return graph;
  const files = new Set(sourceFilesUnder(root));
  for (const file of graph.keys()) if (!files.has(file)) graph.delete(file);
  for (const file of files) {
    const modified = statSync(file).mtimeMs;
    const known = graph.get(file);
    if (!known || known.modified !== modified) graph.set(file, { modified, imports: valueImportsOf(file) });
  }
  entry.readAt = Date.now();
  return graph;
}

/** The path from `start` back to `goal` over value imports, or undefined when there is none. */
function pathBack(graph, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of graph.get(file)?.imports ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, file);
      if (next === goal) {
        const chain = [];
        for (let step = next; step !== undefined; step = previous.get(step)) chain.unshift(step);
        return chain;
      }
      queue.push(next);
    }
  }
  return undefined;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'no cycle of value imports between the files of web/src' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: "'{{specifier}}' closes an import cycle: {{chain}}." },
  },
  create(context) {
    const root = rootOption(context);
    const file = context.filename;
    if (!layerOf(root, file)) return {};
    let graph;
    return specifiersOf(context.sourceCode.ast, (node, specifier, typeOnly) => {
      if (typeOnly) return;
      const target = resolveImport(file, specifier);
      if (!target || target === file) return;
      graph ??= graphOf(root);
      const chain = pathBack(graph, target, file);
      if (chain) {
        const shown = [file, ...chain].map((step) => path.relative(root, step)).join(' → ');
        context.report({ node, messageId: 'cycle', data: { specifier, chain: shown } });
      }
    });
  },
};

export default { meta: { name: 'web-layers' }, rules: { zones, 'no-cycle': noCycle } };
