import { createAppConfigs } from '@site/shared/build';
import { defaultPorts } from '@site/shared/contracts';
import { apiOriginFrom } from '@site/shared/server/settings';
import { federationConfig } from './federation.config.ts';

const apiOrigin = apiOriginFrom(process.env);

export default createAppConfigs({
  appDir: import.meta.dirname,
  port: defaultPorts.shell,
  publicPath: '/',
  federation: federationConfig,
  server: { entry: './src/server.tsx', role: 'shell' },
  html: { template: 'src/index.html' },
  devServer: {
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/media'], target: apiOrigin }],
  },
});
