import { createAppConfigs } from '@site/shared/build';
import { LOCAL_HOST, defaultPorts } from '@site/shared/contracts';
import { federationConfig } from './federation.config.ts';

const apiOrigin = process.env.API_ORIGIN ?? `http://${LOCAL_HOST}:${process.env.API_PORT ?? defaultPorts.api}`;

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
