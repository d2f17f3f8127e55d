/** JSON Schemas as short type texts and property tables, for the reference page. */
import type { JsonSchema } from '../../runtime-shared/openapi';
import { anchor, escapeHtml, prose } from './html';

const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** `string ≤ 255 | null`, `Banner[]`, a link for a reference. */
export function typeText(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return `<a href="#${anchor('schema', refName(schema.$ref))}">${escapeHtml(refName(schema.$ref))}</a>`;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = schema[key] as JsonSchema[] | undefined;
    if (list) return list.map(typeText).join(' | ');
  }
  // Beside a type, `allOf` only adds patterns (zod writes two of them so), which the short text leaves out.
  const allOf = schema.allOf as JsonSchema[] | undefined;
  if (allOf && schema.type === undefined) return allOf.map(typeText).join(' &amp; ');
  if (schema.enum) return schema.enum.map((v) => escapeHtml(JSON.stringify(v))).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  const text = types.map((t) => {
    if (t === 'array') return `${typeText(schema.items)}[]`;
    // Small envelopes (`{ data: Banner }`) show their parts; larger objects only their field names.
    const props = Object.entries(schema.properties ?? {});
    if (t === 'object' && props.length > 0 && props.length <= 3) return `{ ${props.map(([k, p]) => `${escapeHtml(k)}: ${typeText(p)}`).join(', ')} }`;
    if (t === 'object' && props.length > 3) return `{ ${props.map(([k]) => escapeHtml(k)).join(', ')} }`;
    return escapeHtml(t);
  });
  return text.join(' | ') + constraints(schema);
}

function constraints(s: JsonSchema): string {
  const parts: string[] = [];
  if (s.format) parts.push(String(s.format));
  if (s.contentMediaType) parts.push(String(s.contentMediaType));
  if (s.minLength !== undefined) parts.push(`≥ ${String(s.minLength)} chars`);
  if (s.maxLength !== undefined) parts.push(`≤ ${String(s.maxLength)} chars`);
  if (s.minimum !== undefined) parts.push(`≥ ${String(s.minimum)}`);
  if (s.maximum !== undefined) parts.push(`≤ ${String(s.maximum)}`);
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.length ? ` <span class="muted">(${escapeHtml(parts.join(', '))})</span>` : '';
}

/** A table of an object schema's properties; other schemas as one line. */
export function propertyTable(schema: JsonSchema): string {
  if (!schema.properties) return `<p>${typeText(schema)}</p>`;
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties).map(
    ([name, p]) =>
      `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td>` +
      `<td>${typeText(p)}</td><td>${prose(p.description ?? p.title)}</td></tr>`,
  );
  return `<table><thead><tr><th>field</th><th>type</th><th>about</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
