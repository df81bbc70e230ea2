// `npm run audit:deps`: npm audit of the runtime dependencies (fails on high or critical) and registry signatures;
// see scripts/lib/dependency-audit.ts.
import { auditDependencies } from './lib/dependency-audit.ts';

process.exitCode = await auditDependencies();
