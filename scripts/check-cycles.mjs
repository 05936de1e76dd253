// Fails on any import circle in the server (src) or the portal (web/src).
//
// Walks the relative imports of every .ts/.tsx file, parsed with the TypeScript compiler so
// comments and strings never count: static imports and re-exports, and `import()`. An
// `import type` or `export type` is left out, as it is erased and loads nothing (an
// `import { type X }` is kept: with verbatimModuleSyntax it still loads the module).
// Prints each circle as a path and exits non-zero.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOTS = ['src', 'web/src'];
const EXTENSIONS = ['.ts', '.tsx'];

/** Every .ts/.tsx file under a folder, repository-relative with forward slashes. */
function sourceFiles(root, folder) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  if (fs.existsSync(path.join(root, folder))) walk(folder);
  return out;
}

/** The file a relative specifier names (`./x.js` → `./x.ts`), or undefined outside the set. */
function resolve(from, specifier, known) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const stem = base.replace(/\.(m?js|jsx|tsx?)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((candidate) => known.has(candidate));
}

/** The specifiers a file loads when it runs: value imports, re-exports and `import()` calls. */
function loadedSpecifiers(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const out = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
        out.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        out.push(node.moduleSpecifier.text);
      }
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) out.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The import graph of the given folders: file → files it imports. */
export function importGraph(root, folders = ROOTS) {
  const files = folders.flatMap((folder) => sourceFiles(root, folder));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const targets = new Set();
    for (const specifier of loadedSpecifiers(file, text)) {
      const target = resolve(file, specifier, known);
      if (target !== undefined) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The circles of a graph: one path per strongly connected component (Tarjan), first node repeated last. */
export function importCircles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = component.length === 1 && (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return components.map((component) => circleIn(graph, new Set(component)));
}

/** One concrete circle inside a strongly connected component: a shortest way back to its first file. */
function circleIn(graph, members) {
  const start = [...members].sort()[0];
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const way = [node];
        for (let at = previous.get(node); at !== undefined; at = previous.get(at)) way.unshift(at);
        return [...way, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const graph = importGraph(root);
  const circles = importCircles(graph);
  if (circles.length === 0) {
    console.log(`No import circles in ${ROOTS.join(' and ')} (${graph.size} files).`);
  } else {
    for (const circle of circles) console.error(`Import circle: ${circle.join(' → ')}`);
    console.error(`${circles.length} import circle(s); break each by moving what both sides need into a third file.`);
    process.exit(1);
  }
}
