import { createAppConfig } from '@site/shared/build';
import { defaultPorts } from '@site/shared/contracts';
import { federationConfig } from './federation.config.ts';

export default createAppConfig({
  appDir: import.meta.dirname,
  entry: {},
  port: defaultPorts.forms,
  federation: federationConfig,
});
