/**
 * The API reference page at `GET /api/docs`: plain HTML rendered on the
 * server from the OpenAPI document, with inline CSS and no script, so it
 * works on a closed network and under the app's strict Content-Security-Policy.
 */
import { HTTP_METHODS, type OpenApiDocument, type OpenApiOperation, type OpenApiParameter } from '../../runtime-shared/openapi';
import { anchor, escapeHtml, prose } from './html';
import { propertyTable, typeText } from './render-schema';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2933}main{max-width:980px;margin:auto;padding:1rem 1.5rem}
nav{background:#f5f7fa;padding:.5rem 1.5rem;border-bottom:1px solid #d9e2ec}nav a{margin-right:1rem}
h2{border-bottom:2px solid #d9e2ec;margin-top:2.5rem}.op{border:1px solid #d9e2ec;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.5em;font-weight:700;text-transform:uppercase}.get{color:#0b7285}.post{color:#2b8a3e}.put,.patch{color:#a05a00}.delete{color:#c92a2a}
table{border-collapse:collapse;width:100%;margin:.5rem 0}td,th{border:1px solid #e4e7eb;padding:.25rem .5rem;text-align:left;vertical-align:top}
code{background:#f0f4f8;padding:0 .2em;border-radius:3px}.muted{color:#616e7c}.req{color:#c92a2a;font-size:.8em}.access{float:right;font-size:.85em}`;

function parameters(list: OpenApiParameter[]): string {
  if (list.length === 0) return '';
  const rows = list.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.style === 'deepObject' ? `${p.name}[field]` : p.name)}</code> <span class="muted">${escapeHtml(p.in)}</span>` +
      `${p.required ? ' <span class="req">required</span>' : ''}</td><td>${typeText(p.schema)}</td><td>${prose(p.description)}</td></tr>`,
  );
  return `<h4>Parameters</h4><table><tbody>${rows.join('')}</tbody></table>`;
}

function operation(path: string, method: string, op: OpenApiOperation, shared: OpenApiParameter[]): string {
  const body = op.requestBody
    ? `<h4>Body</h4><ul>${Object.entries(op.requestBody.content).map(([type, m]) => `<li><code>${escapeHtml(type)}</code>: ${typeText(m.schema)}</li>`).join('')}</ul>`
    : '';
  const responses = Object.entries(op.responses).map(([status, r]) => {
    if ('$ref' in r) return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.$ref.split('/').pop())}: an error</li>`;
    const schema = Object.values(r.content ?? {})[0]?.schema;
    return `<li><strong>${escapeHtml(status)}</strong> ${prose(r.description)}${schema ? `: ${typeText(schema)}` : ''}</li>`;
  });
  return `<section class="op" id="${anchor('op', op.operationId)}">
<span class="access">access: <strong>${escapeHtml(op['x-access'])}</strong></span>
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method)}</span> <code>${escapeHtml(path)}</code></h3>
<p><strong>${escapeHtml(op.summary)}.</strong>${op.description ? ` ${prose(op.description)}` : ''}</p>
${parameters([...shared, ...((op.parameters ?? []) as OpenApiParameter[])])}${body}<h4>Responses</h4><ul>${responses.join('')}</ul></section>`;
}

/** The whole page. Pure: the same document gives the same HTML. */
export function renderDocs(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>(doc.tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op) byTag.get(op.tags[0] ?? '')?.push(operation(path, method, op, item.parameters ?? []));
    }
  }
  const tags = doc.tags.map((t) => `<h2 id="${anchor('tag', t.name)}">${escapeHtml(t.name)} <span class="muted">${prose(t.description)}</span></h2>${(byTag.get(t.name) ?? []).join('\n')}`);
  const schemas = Object.entries(doc.components.schemas).map(
    ([name, s]) => `<section id="${anchor('schema', name)}"><h3>${escapeHtml(name)}</h3><p>${prose(s.description)}</p>${propertyTable(s)}</section>`,
  );
  const security = Object.entries(doc.components.securitySchemes).map(([name, s]) => `<p><code>${escapeHtml(name)}</code>: ${prose(s.description)}</p>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title><style>${STYLE}</style></head>
<body><nav>${doc.tags.map((t) => `<a href="#${anchor('tag', t.name)}">${escapeHtml(t.name)}</a>`).join('')}<a href="#schemas">Schemas</a><a href="openapi.json">openapi.json</a></nav>
<main><h1>${escapeHtml(doc.info.title)} <span class="muted">${escapeHtml(doc.info.version)}</span></h1><p>${prose(doc.info.description)}</p>
<h2>Authentication</h2>${security.join('')}
${tags.join('\n')}
<h2 id="schemas">Schemas</h2>${schemas.join('\n')}</main></body></html>
`;
}
