// A tab left open across a deploy still runs the old entry, whose screen chunks no longer exist
// on the server. When a chunk fails to load we ask the server which build it serves now
// (/build.json, never cached): a different build means the failure is ours to fix, so the page
// reloads once into the new build, at the same route. The cart lives in localStorage and survives.
// A failure with the same build (or no answer) is a real network problem: the error page stays.
// docs/decisions: see "new builds and open tabs".

/** Remembers, for this tab only, the build we already reloaded for: never a reload loop. */
const RELOADED_FOR_KEY = 'zdravo.reloadedForBuild';
const BUILD_CHECK_TIMEOUT_MS = 5_000;
/** A preload and the screen itself may both fail: the second waits for the reload the first began. */
let reloading = false;

async function servedBuild(): Promise<string | null> {
  try {
    const res = await fetch('/build.json', { cache: 'no-store', signal: AbortSignal.timeout(BUILD_CHECK_TIMEOUT_MS) });
    if (!res.ok) return null;
    const body = (await res.json()) as { build?: unknown };
    return typeof body.build === 'string' ? body.build : null;
  } catch {
    return null;
  }
}

function alreadyReloadedFor(build: string): boolean {
  try {
    if (window.sessionStorage.getItem(RELOADED_FOR_KEY) === build) return true;
    window.sessionStorage.setItem(RELOADED_FOR_KEY, build);
    return false;
  } catch {
    // Without session storage we cannot tell a second time from the first: never reload.
    return true;
  }
}

/**
 * Resolves never when the page is reloading into a new build (so no error page flashes), else
 * rejects with the original error for the error boundary.
 */
export async function recoverFromChunkError(error: unknown): Promise<never> {
  if (reloading) return new Promise<never>(() => {});
  const served = await servedBuild();
  if (reloading || (served && served !== __BUILD_ID__ && !alreadyReloadedFor(served))) {
    reloading = true;
    window.location.reload();
    return new Promise<never>(() => {});
  }
  throw error instanceof Error ? error : new Error(String(error));
}
