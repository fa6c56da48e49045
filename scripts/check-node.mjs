// Stops an npm script that runs on a Node older than the one the project needs, with one line that
// says which version is needed and why it is not there. `npm install` brings Node 24 from the npm
// registry on Linux (x64 and arm64) and npm puts it first on its scripts' PATH (docs/operations.md §8).
// Plain JavaScript without imports of our own: it must run on any Node, however old.
import fs from 'node:fs';

const engines = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const [, neededMajor, neededMinor] = /^>=(\d+)\.(\d+)$/.exec(engines) ?? [];
const [major, minor] = process.versions.node.split('.').map(Number);

if (major < Number(neededMajor) || (major === Number(neededMajor) && minor < Number(neededMinor))) {
  console.error(
    `Zdravo needs Node.js ${neededMajor}.${neededMinor} or newer, this is ${process.version} (${process.execPath}): ` +
      `run \`npm install\` (it brings Node ${neededMajor} on Linux x64 and arm64) or install Node ${neededMajor}.`,
  );
  process.exit(1);
}
