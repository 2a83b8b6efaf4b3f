/** Shown while a screen's code loads; it appears late so that a fast load shows nothing at all. */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span className="animate-appear opacity-0">
        <span className="block size-8 animate-spin rounded-full border-4 border-muted border-t-primary" />
      </span>
      <span className="sr-only">Loading</span>
    </div>
  );
}
