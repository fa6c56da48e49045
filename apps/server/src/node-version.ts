// The Node the server needs, checked before anything else of the server is evaluated (main.ts and cli.ts
// import this first), so an older Node stops with one line rather than a stack trace. The same floor is
// the root package.json's `engines` (node-version.test.ts holds them together); docs/operations.md §8.
export const NEEDED_NODE = { major: 24, minor: 11 } as const;

/** The one line an older Node gets, or undefined when this Node will do. */
export function nodeTooOld(version: string = process.versions.node): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const { major: neededMajor, minor: neededMinor } = NEEDED_NODE;
  if (major > neededMajor || (major === neededMajor && minor >= neededMinor)) return undefined;
  return `Zdravo needs Node.js ${neededMajor}.${neededMinor} or newer, this is v${version} (${process.execPath}): install Node ${neededMajor}.`;
}

const tooOld = nodeTooOld();
if (tooOld) {
  console.error(tooOld);
  process.exit(1);
}
