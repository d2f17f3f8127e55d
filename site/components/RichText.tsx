/** Rich text from the database; the server sanitized it when it was saved (runtime-server/http/sanitize-html.ts). */
export function RichText({ html, className = 'rich-text' }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
