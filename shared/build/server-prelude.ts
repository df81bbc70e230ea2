// The first module of every remote's server build: asset URLs point at the remote's own host (its pinned
// version's folder), which only the renderer that evaluates the bundle knows.
import { publicPath } from '@site/server-host';

// rspack's free variable for the runtime public path: assigning it sets where asset URLs point.
declare let __webpack_public_path__: string;
// eslint-disable-next-line prefer-const, @typescript-eslint/no-unused-vars
__webpack_public_path__ = publicPath;
