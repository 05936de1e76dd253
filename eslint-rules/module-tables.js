// caretaker/module-tables: a module queries only its own tables.
//
// Tables are defined in `<folder>/<name>.tables.ts` by the module (src/modules/<m>) or
// platform part (src/platform/<p>) that owns them. Only that folder may import them; other
// code calls the owner's exported functions. Two exceptions: a `*.tables.ts` file may name
// another's table for a foreign key, and src/db (the client and the schema barrel) sees
// all. Nobody else imports src/db/schema.ts, which gathers every table.
import path from 'node:path';

const TABLES = /\.tables(\.[cm]?[jt]s)?$/;
const SCHEMA = /^src\/db\/schema(\.[cm]?[jt]s)?$/;

/** The repository-relative path of an import, or undefined for a package import. */
function resolved(fromFile, source, root) {
  if (!source.startsWith('.')) return undefined;
  return path
    .relative(root, path.resolve(path.dirname(fromFile), source))
    .split(path.sep)
    .join('/');
}

/** `src/modules/tasks` for a file in it (or deeper); undefined outside modules and platform. */
function ownerFolder(file) {
  const match = /^(src\/(?:modules|platform)\/[^/]+)\//.exec(file);
  return match ? match[1] : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid importing another module's tables (and src/db/schema.ts) outside src/db." },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      foreignTables:
        '{{file}} imports the tables of {{owner}}; call a function {{owner}} exports instead (modules own their tables).',
      schema: "{{file}} imports src/db/schema.ts, which only src/db may use; import your own module's tables.",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const allowed = new Set(context.options[0]?.allow ?? []);
    if (!file.startsWith('src/') || file.startsWith('src/db/') || allowed.has(file)) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolved(context.filename, node.source.value, root);
      if (target === undefined) return;
      if (SCHEMA.test(target)) {
        context.report({ node, messageId: 'schema', data: { file } });
        return;
      }
      if (!TABLES.test(target)) return;
      const owner = ownerFolder(target) ?? path.posix.dirname(target);
      if (ownerFolder(file) === owner) return;
      if (TABLES.test(file.replace(/\.ts$/, ''))) return;
      context.report({ node, messageId: 'foreignTables', data: { file, owner } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const caretakerRules = { rules: { 'module-tables': rule } };
