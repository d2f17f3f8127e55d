/**
 * Rich text from the database; the server sanitized it when it was saved (runtime-server/http/sanitize-html.ts).
 * Always of class `rich-text`, which draws the editor's formats (site.css); `className` adds to it.
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
