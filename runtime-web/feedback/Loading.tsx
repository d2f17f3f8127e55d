/** The product's one loading text (`Loading...`), used by pages and Suspense fallbacks. */
export function Loading() {
  return (
    <p className="loading" aria-busy="true">
      Loading...
    </p>
  );
}
