/** Shown while a remote or one of its pages is on its way. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ minHeight: '100vh', padding: '2rem 1rem' }}>
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
