// After each test file of the API's and the scripts' projects: removes the folders its fixtures made.
import { afterAll } from '@jest/globals';
import { removeTemporaryFolders } from '@site/shared/server/testing/temporary-folder';

afterAll(removeTemporaryFolders);
