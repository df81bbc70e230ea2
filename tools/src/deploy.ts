// `npm run deploy -- <remote> [--version 1.2.3-rc.1] [--from-dist <dir>]`, or `npm run deploy -w mfe-insights`:
// builds one remote and publishes it (lib/deploy-program.ts). `--help` says more; exit codes: 0 published, 1 not
// published, 2 wrong command line.
import { processOutput, runCli } from './lib/cli.ts';
import { deployProgram } from './lib/deploy-program.ts';

process.exitCode = await runCli(deployProgram(), process.argv.slice(2), processOutput);
