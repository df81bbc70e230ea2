// `npm run privacy -- <command>`: one person's data (export, erase), upload links, the key; see
// api/src/features/privacy/privacy-cli.ts and README's "Personal data".
import { runPrivacyCli } from '../features/privacy/privacy-cli.ts';

process.exitCode = await runPrivacyCli(process.argv.slice(2));
