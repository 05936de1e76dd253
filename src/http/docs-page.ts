import { Marked, type Tokens } from 'marked';

// The API reference at /api/v1/docs: one HTML page rendered on the server from the
// OpenAPI document and the guide (docs/api.md). Nothing is fetched or rendered in the
// browser, so it shows at once, works offline and can be searched with the browser's own
// find; a small script only filters the navigation. The interactive explorer (Swagger UI,
// "Try it out") lives at /api/v1/docs/explorer.

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Operation extends Node {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Node }[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media>; headers?: Node }>;
}
interface Media extends Node {
  schema?: Node;
  example?: unknown;
  examples?: Record<string, Node>;
}
export interface ApiDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Node>; examples?: Record<string, Node> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z0-9#]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const refName = (ref: string) => decodeURIComponent(ref.slice(ref.lastIndexOf('/') + 1));

/** Markdown of our own texts (descriptions, the guide) as HTML; headings get ids under `prefix`. */
function markdown(prefix: string) {
  const headings: { depth: number; text: string; id: string }[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const html = this.parser.parseInline(token.tokens);
        const id = `${prefix}${slug(html)}`;
        headings.push({ depth: token.depth, text: html, id });
        return `<h${token.depth + 1} id="${id}">${html}</h${token.depth + 1}>\n`;
      },
    },
  });
  return { render: (text: string) => marked.parse(text, { async: false }), headings };
}

const inline = new Marked({ gfm: true });
const md = (text: string | undefined) => (text ? inline.parse(text, { async: false }) : '');

function typeHtml(schema: unknown): string {
  if (!isNode(schema)) return 'any';
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  if (Array.isArray(schema.allOf))
    return (
      schema.allOf
        .map(typeHtml)
        .filter((t) => t !== 'object')
        .join(' ') || 'object'
    );
  if (Array.isArray(schema.enum)) {
    return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  }
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  const branches = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(branches)) return branches.map(typeHtml).join(' or ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : 'any')];
  return types
    .map((type) => {
      if (type === 'array') return `${typeHtml(schema.items)}[]`;
      const format = typeof schema.format === 'string' ? ` (${escapeHtml(schema.format)})` : '';
      return `${escapeHtml(String(type))}${format}`;
    })
    .join(' or ');
}

/** Bounds and patterns, in words. */
function constraints(schema: Node): string {
  const parts: string[] = [];
  const bound = (low: unknown, high: unknown, unit: string) => {
    if (typeof low === 'number' && typeof high === 'number') parts.push(`${low}–${high}${unit}`);
    else if (typeof low === 'number') parts.push(`at least ${low}${unit}`);
    else if (typeof high === 'number') parts.push(`at most ${high}${unit}`);
  };
  bound(schema.minLength, schema.maxLength, ' characters');
  bound(schema.minimum, schema.maximum, '');
  bound(schema.minItems, schema.maxItems, ' items');
  if (typeof schema.pattern === 'string' && schema.pattern !== '\\S') {
    parts.push(`pattern <code>${escapeHtml(schema.pattern)}</code>`);
  }
  if ('default' in schema) parts.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  return parts.length === 0 ? '' : `<p class="limits">${parts.join('; ')}</p>`;
}

/** The fields of an object schema as a table; an inline object inside is nested once more. */
function fieldsHtml(schema: unknown, depth = 0): string {
  if (!isNode(schema)) return '';
  const parts: string[] = [];
  const branches = schema.oneOf;
  if (Array.isArray(branches) && branches.every((b) => isNode(b) && typeof b.$ref === 'string')) {
    const discriminator = isNode(schema.discriminator) ? schema.discriminator : undefined;
    parts.push(
      `<p>One of ${branches.map(typeHtml).join(', ')}${
        discriminator ? `, chosen by <code>${escapeHtml(String(discriminator.propertyName))}</code>` : ''
      }.</p>`,
    );
    return parts.join('');
  }
  const properties = isNode(schema.properties) ? schema.properties : undefined;
  if (!properties) return '';
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const rows = Object.entries(properties).map(([name, property]) => {
    const p = isNode(property) ? property : {};
    // An array of objects, or an object or null, shows the object's fields inside.
    const objectBranch: unknown = Array.isArray(p.anyOf)
      ? p.anyOf.find((b) => isNode(b) && isNode(b.properties))
      : undefined;
    const nested = isNode(p.items) && isNode(p.items.properties) ? p.items : isNode(objectBranch) ? objectBranch : p;
    const inner =
      depth < 2 && nested.$ref === undefined && isNode(nested.properties) ? fieldsHtml(nested, depth + 1) : '';
    return `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? '' : ' <span class="opt">optional</span>'}</td><td>${typeHtml(p)}</td><td>${md(
      typeof p.description === 'string' ? p.description : undefined,
    )}${constraints(p)}${inner}</td></tr>`;
  });
  const closed = schema.additionalProperties === false ? '<p class="limits">No other fields.</p>' : '';
  return `<table class="fields"><thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>${closed}`;
}

const json = (value: unknown) => `<pre><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;

function curlHtml(method: string, path: string, body: unknown): string {
  const lines = [`curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} "$CARETAKER_URL${path}"`];
  lines.push('  -H "X-Api-Key: $CARETAKER_KEY"');
  if (body !== undefined) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d '${JSON.stringify(body).replace(/'/g, "'\\''")}'`);
  }
  return `<pre><code>${escapeHtml(lines.join(' \\\n'))}</code></pre>`;
}

function mediaExample(media: Media | undefined, doc: ApiDocument): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (!isNode(first)) return undefined;
  const example = typeof first.$ref === 'string' ? doc.components?.examples?.[refName(first.$ref)] : first;
  return example?.value;
}

function operationHtml(method: string, path: string, operation: Operation, doc: ApiDocument): string {
  const id = `op-${operation.operationId}`;
  const parts = [
    `<section class="operation" id="${escapeHtml(id)}" data-search="${escapeHtml(
      `${method} ${path} ${operation.summary ?? ''} ${operation.operationId}`.toLowerCase(),
    )}">`,
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${escapeHtml(operation.summary ?? '')} <span class="operation-id">${escapeHtml(operation.operationId)}</span></p>`,
    md(operation.description),
  ];
  const parameters = operation.parameters ?? [];
  if (parameters.length > 0) {
    parts.push(
      `<h4>Parameters</h4><table class="fields"><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Description</th></tr></thead><tbody>${parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? '' : ' <span class="opt">optional</span>'}</td><td>${escapeHtml(p.in)}</td><td>${typeHtml(p.schema)}</td><td>${md(p.description ?? (typeof p.schema?.description === 'string' ? p.schema.description : undefined))}${p.schema ? constraints(p.schema) : ''}</td></tr>`,
        )
        .join('')}</tbody></table>`,
    );
  }
  const body = operation.requestBody?.content?.['application/json'];
  const bodyExample = mediaExample(body, doc);
  if (body?.schema) {
    parts.push(`<h4>Body: ${typeHtml(body.schema)}</h4>`);
    if (bodyExample !== undefined) parts.push(`<details><summary>Example body</summary>${json(bodyExample)}</details>`);
  }
  parts.push(`<details><summary>With curl</summary>${curlHtml(method, path, bodyExample)}</details>`);
  const rows = Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const media = Object.values(response.content ?? {})[0];
    const codes = (() => {
      const schema = media?.schema;
      const narrowed: unknown = isNode(schema) && Array.isArray(schema.allOf) ? schema.allOf[1] : undefined;
      const code = isNode(narrowed) && isNode(narrowed.properties) ? narrowed.properties.code : undefined;
      return isNode(code) && Array.isArray(code.enum) ? (code.enum as string[]) : [];
    })();
    const description =
      codes.length > 0
        ? `<p>${codes.map((c) => `<a href="#error-${escapeHtml(c)}"><code>${escapeHtml(c)}</code></a>`).join(', ')}</p>`
        : md(response.description);
    const example = Number(status) < 300 ? mediaExample(media, doc) : undefined;
    return `<tr><td class="status s${status.charAt(0)}">${escapeHtml(status)}</td><td>${description}${
      example === undefined ? '' : `<details><summary>Example</summary>${json(example)}</details>`
    }</td><td>${media?.schema && codes.length === 0 ? typeHtml(media.schema) : codes.length > 0 ? typeHtml({ $ref: '#/components/schemas/Problem' }) : ''}</td></tr>`;
  });
  parts.push(
    `<h4>Responses</h4><table class="responses"><thead><tr><th>Status</th><th>Meaning</th><th>Body</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
  );
  parts.push('</section>');
  return parts.join('\n');
}

const STYLE = `
:root{--fg:#1d2330;--muted:#5b6474;--line:#dde1e8;--bg:#fff;--side:#f5f6f8;--accent:#0b5cad}
*{box-sizing:border-box}
body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
header{position:sticky;top:0;z-index:2;display:flex;gap:1rem;align-items:center;flex-wrap:wrap;padding:.6rem 1.2rem;background:#11263c;color:#fff}
header h1{font-size:1.05rem;margin:0;font-weight:600}
header a{color:#cfe3ff}
header input{margin-left:auto;padding:.35rem .6rem;border-radius:4px;border:0;min-width:14rem;font:inherit}
.layout{display:grid;grid-template-columns:18rem minmax(0,1fr)}
nav{position:sticky;top:3rem;height:calc(100vh - 3rem);overflow:auto;background:var(--side);border-right:1px solid var(--line);padding:.8rem;font-size:.9rem}
nav h2{font-size:.75rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:1rem 0 .3rem}
nav ul{list-style:none;margin:0;padding:0}
nav li a{display:block;padding:.12rem .3rem;border-radius:3px;color:var(--fg);text-decoration:none;overflow-wrap:anywhere}
nav li a:hover{background:#e4e8ee}
nav li.h3 a{padding-left:1rem;color:var(--muted)}
main{padding:1rem 2rem 4rem;max-width:68rem}
main h2{border-bottom:1px solid var(--line);padding-bottom:.2rem;margin-top:2.2rem}
code{font:.86em/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f1f3f6;padding:.05rem .25rem;border-radius:3px;overflow-wrap:anywhere}
pre{background:#f6f8fa;border:1px solid var(--line);padding:.7rem;overflow:auto;border-radius:4px}
pre code{background:none;padding:0}
table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.92rem}
th,td{border:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:var(--side)}
td p{margin:.1rem 0}
.operation{border:1px solid var(--line);border-radius:6px;padding:.4rem 1rem 1rem;margin:1.2rem 0}
.operation h3{margin:.5rem 0 0;font-size:1.05rem}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:3px;color:#fff;font-size:.8rem;padding:.1rem .3rem;margin-right:.3rem}
.get{background:#1f7a46}.post{background:#0b5cad}.patch{background:#8a5a00}.put{background:#6b3fa0}.delete{background:#b42318}
.summary{margin:.2rem 0;color:var(--muted)}
.operation-id{font-size:.8rem;color:var(--muted);font-family:ui-monospace,monospace;margin-left:.4rem}
.opt{font-size:.78rem;color:var(--muted)}
.limits{font-size:.82rem;color:var(--muted)}
.status{font-weight:600;white-space:nowrap}.s2{color:#1f7a46}.s4{color:#b42318}.s5{color:#6b3fa0}
details{margin:.3rem 0}summary{cursor:pointer;color:var(--accent)}
.hidden{display:none}
[id]{scroll-margin-top:3.6rem}
td:first-child code{white-space:nowrap}
table.fields td:nth-child(2){min-width:9rem}
@media (max-width:800px){header{position:static}[id]{scroll-margin-top:.5rem}.layout{display:block}nav{position:static;height:auto;max-height:40vh;border-right:0;border-bottom:1px solid var(--line)}main{padding:1rem}header input{margin-left:0;width:100%}}
@media (max-width:600px){table.fields,table.fields tbody,table.fields tr,table.fields td,table.responses,table.responses tbody,table.responses tr,table.responses td{display:block;width:auto}table.fields thead,table.responses thead{display:none}table.fields tr,table.responses tr{border-top:1px solid var(--line);padding:.4rem 0}table.fields td,table.responses td{border:0;padding:.1rem 0}.operation{padding:.3rem .6rem .8rem}}
`;

/** The filter script: hides navigation entries and operations that do not match. */
export const REFERENCE_SCRIPT = `(function(){
var input=document.getElementById('filter');if(!input)return;
input.addEventListener('input',function(){
  var q=input.value.trim().toLowerCase();
  document.querySelectorAll('[data-search]').forEach(function(el){
    el.classList.toggle('hidden',q!==''&&el.getAttribute('data-search').indexOf(q)<0);
  });
});
})();`;

/** The whole page. */
export function renderReferencePage(
  doc: ApiDocument,
  guide: string,
  options: { scriptUrl: string; explorerUrl: string; documentUrl: string },
): string {
  const guideMd = markdown('guide-');
  const guideHtml = guideMd.render(guide.replace(/^# .*\n/, ''));
  const tags = doc.tags ?? [];
  const byTag = new Map<string, [string, string, Operation][]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = methods[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), [method, path, operation]]);
    }
  }
  const tagOrder = [...tags.map((t) => t.name), ...[...byTag.keys()].filter((k) => !tags.some((t) => t.name === k))];
  const navOps = tagOrder
    .filter((tag) => byTag.has(tag))
    .map(
      (tag) =>
        `<h2>${escapeHtml(tag)}</h2><ul>${(byTag.get(tag) ?? [])
          .map(
            ([method, path, op]) =>
              `<li data-search="${escapeHtml(`${method} ${path} ${op.summary ?? ''} ${op.operationId}`.toLowerCase())}"><a href="#op-${escapeHtml(op.operationId)}"><span class="method ${method}">${method.toUpperCase()}</span> ${escapeHtml(op.summary ?? path)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('');
  const navGuide = `<h2>Guide</h2><ul>${guideMd.headings
    .filter((h) => h.depth <= 3)
    .map(
      (h) =>
        `<li class="h${h.depth}" data-search="${escapeHtml(h.text.toLowerCase())}"><a href="#${h.id}">${h.text}</a></li>`,
    )
    .join('')}</ul>`;
  const schemas = doc.components?.schemas ?? {};
  const navSchemas = `<h2>Schemas</h2><ul>${Object.keys(schemas)
    .map(
      (name) =>
        `<li data-search="${escapeHtml(name.toLowerCase())}"><a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a></li>`,
    )
    .join('')}</ul>`;
  const reference = tagOrder
    .filter((tag) => byTag.has(tag))
    .map((tag) => {
      const description = tags.find((t) => t.name === tag)?.description;
      return `<h2 id="tag-${slug(tag)}">${escapeHtml(tag)}</h2>${md(description)}${(byTag.get(tag) ?? [])
        .map(([method, path, op]) => operationHtml(method, path, op, doc))
        .join('\n')}`;
    })
    .join('\n');
  const schemaHtml = Object.entries(schemas)
    .map(([name, schema]) => {
      const description = typeof schema.description === 'string' ? schema.description : undefined;
      const own =
        isNode(schema.properties) || Array.isArray(schema.oneOf) ? fieldsHtml(schema) : `<p>${typeHtml(schema)}</p>`;
      const example: unknown = Array.isArray(schema.examples) ? schema.examples[0] : undefined;
      return `<section id="schema-${escapeHtml(name)}" data-search="${escapeHtml(name.toLowerCase())}"><h3>${escapeHtml(name)}</h3>${md(description)}${own}${
        example === undefined ? '' : `<details><summary>Example</summary>${json(example)}</details>`
      }</section>`;
    })
    .join('\n');
  const examples = doc.components?.examples ?? {};
  const errorHtml = Object.entries(examples)
    .filter(([, example]) => isNode(example.value) && typeof example.value.code === 'string')
    .filter(([name]) => !/_\d+$/.test(name))
    .map(([name, example]) => {
      const value = example.value as Node;
      return `<section id="error-${escapeHtml(name)}"><h3><code>${escapeHtml(name)}</code> <span class="status s${String(value.status).charAt(0)}">${escapeHtml(String(value.status))}</span></h3><p>${escapeHtml(typeof example.summary === 'string' ? example.summary : '')}</p>${md(typeof example.description === 'string' ? example.description : undefined)}<details><summary>Example body</summary>${json(value)}</details></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(doc.info.title)} <small>v${escapeHtml(doc.info.version)}</small></h1>
<a href="${escapeHtml(options.explorerUrl)}">Try it out (explorer)</a>
<a href="${escapeHtml(options.documentUrl)}">OpenAPI document</a>
<input id="filter" type="search" placeholder="Filter operations and schemas" aria-label="Filter operations and schemas"></header>
<div class="layout">
<nav aria-label="Contents">${navGuide}${navOps}<h2>Errors</h2><ul><li><a href="#errors">Every error code</a></li></ul>${navSchemas}</nav>
<main>
<section id="overview">${md(doc.info.description)}</section>
<section id="guide">${guideHtml}</section>
<h2 id="reference">Reference</h2>
${reference}
<h2 id="errors">Errors</h2>
<p>Every error is an <code>application/problem+json</code> body (${typeHtml({ $ref: '#/components/schemas/Problem' })}) with a stable <code>code</code>; each response above lists the codes it can carry.</p>
${errorHtml}
<h2 id="schemas">Schemas</h2>
${schemaHtml}
</main>
</div>
<script src="${escapeHtml(options.scriptUrl)}"></script>
</body>
</html>
`;
}
