/** Escaping for the server-rendered reference page: every document text passes through it. */
export function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Inline `code` spans of descriptions, after escaping. */
export function prose(text: string | undefined): string {
  return text ? escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>') : '';
}

/** An element id from a name: letters, digits, `-` and `_` only. */
export const anchor = (kind: string, name: string): string => `${kind}-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
