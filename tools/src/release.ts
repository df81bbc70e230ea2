// `npm run release -- <command>`: the release manager's view of the registry (lib/release-program.ts).
// `npm run release -- --help` lists the commands; exit codes: 0 done, 1 refused or failed, 2 wrong command line.
import { processOutput, runCli } from './lib/cli.ts';
import { releaseProgram } from './lib/release-program.ts';

process.exitCode = await runCli(releaseProgram(), process.argv.slice(2), processOutput);
