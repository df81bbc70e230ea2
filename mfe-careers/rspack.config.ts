import { createAppConfigs } from '@site/shared/build';
import { defaultPorts } from '@site/shared/contracts';
import { federationConfig } from './federation.config.ts';

export default createAppConfigs({
  appDir: import.meta.dirname,
  entry: {},
  port: defaultPorts.careers,
  federation: federationConfig,
  server: { entry: './src/app/server.ts', role: 'remote' },
});
