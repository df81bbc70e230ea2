// The local base image the image tests build on, where no image registry is reachable: Debian 13 (trixie), whose
// Node.js is 20.19, made with debootstrap from Debian's packages, with the npm README names from the npm registry
// (Debian's own npm, 9.2, cannot read this lock), imported into podman. Kept between runs: made only when podman does
// not have it.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, copyFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { imageExists, mustPodman, mustRun, scratchDir, timed } from './podman.ts';

export const BASE_IMAGE_NAME = 'localhost/site-node20-base';
/** Debian 13: its nodejs package is Node.js 20.19. */
const DEBIAN_SUITE = 'trixie';
const DEBIAN_MIRROR = 'http://deb.debian.org/debian';
/** What the base holds besides a minimal Debian: Node.js, and the certificates TLS needs. */
const BASE_PACKAGES = ['nodejs', 'ca-certificates'];
/** Certificate authorities this machine adds to Debian's (`update-ca-certificates`); the base trusts them too. */
const LOCAL_AUTHORITIES = '/usr/local/share/ca-certificates';

/** The base's name: its recipe's inputs are in the tag, so a change of either makes a new one. */
export const baseImageReference = (npmVersion: string) => `${BASE_IMAGE_NAME}:${DEBIAN_SUITE}-npm${npmVersion}`;

/** Makes the base unless podman has it; its name either way. */
export async function ensureBaseImage(npmVersion: string): Promise<string> {
  const reference = baseImageReference(npmVersion);
  if (await imageExists(reference)) {
    console.log(`  base image ${reference}: already made`);
    return reference;
  }
  const rootfs = path.join(scratchDir, `rootfs-${DEBIAN_SUITE}`);
  rmSync(rootfs, { recursive: true, force: true });
  mkdirSync(rootfs, { recursive: true });
  try {
    await timed(`debootstrap ${DEBIAN_SUITE} with ${BASE_PACKAGES.join(', ')}`, () =>
      mustRun('debootstrap', [
        '--variant=minbase',
        `--include=${BASE_PACKAGES.join(',')}`,
        DEBIAN_SUITE,
        rootfs,
        DEBIAN_MIRROR,
      ]),
    );
    await timed(`npm ${npmVersion} from the npm registry`, () => installNpm(rootfs, npmVersion));
    await trustLocalAuthorities(rootfs);
    // What apt kept of the install: the packages' files and the index, which a later apt-get update fetches anew.
    for (const folder of ['var/cache/apt/archives', 'var/lib/apt/lists']) {
      for (const name of readdirSync(path.join(rootfs, folder))) {
        if (name !== 'partial' && name !== 'lock') rmSync(path.join(rootfs, folder, name), { recursive: true });
      }
    }
    await timed(`podman import as ${reference}`, () => importRootfs(rootfs, reference));
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
  }
  return reference;
}

/** npm as the official image has it: in /usr/local/lib/node_modules/npm, with npm and npx on the PATH. */
async function installNpm(rootfs: string, npmVersion: string) {
  const packed = path.join(scratchDir, 'npm-pack');
  rmSync(packed, { recursive: true, force: true });
  mkdirSync(packed, { recursive: true });
  await mustRun('npm', ['pack', `npm@${npmVersion}`, '--pack-destination', packed, '--silent'], { cwd: packed });
  const [tarball] = readdirSync(packed).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack npm@${npmVersion} left no package in ${packed}`);
  const target = path.join(rootfs, 'usr/local/lib/node_modules/npm');
  mkdirSync(target, { recursive: true });
  await mustRun('tar', ['-xzf', path.join(packed, tarball), '-C', target, '--strip-components=1']);
  const bin = path.join(rootfs, 'usr/local/bin');
  mkdirSync(bin, { recursive: true });
  for (const [command, script] of [
    ['npm', 'npm-cli.js'],
    ['npx', 'npx-cli.js'],
  ] as const) {
    chmodSync(path.join(target, 'bin', script), 0o755);
    symlinkSync(`../lib/node_modules/npm/bin/${script}`, path.join(bin, command));
  }
  const version = (await mustRun('chroot', [rootfs, '/usr/local/bin/npm', '--version'])).trim();
  if (version !== npmVersion) throw new Error(`the base's npm says ${version}, not ${npmVersion}`);
  rmSync(packed, { recursive: true, force: true });
}

/** The machine's own certificate authorities, so that the registries answer inside a build as they do outside. */
async function trustLocalAuthorities(rootfs: string) {
  if (!existsSync(LOCAL_AUTHORITIES)) return;
  const certificates = readdirSync(LOCAL_AUTHORITIES).filter((name) => name.endsWith('.crt'));
  if (certificates.length === 0) return;
  const target = path.join(rootfs, LOCAL_AUTHORITIES);
  mkdirSync(target, { recursive: true });
  for (const name of certificates) copyFileSync(path.join(LOCAL_AUTHORITIES, name), path.join(target, name));
  await mustRun('chroot', [rootfs, 'update-ca-certificates']);
}

/** `tar -C rootfs -c . | podman import - reference`, with node as the command, as the official image has. */
async function importRootfs(rootfs: string, reference: string) {
  const tar = spawn('tar', ['-C', rootfs, '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const tarExit = new Promise<number>((resolve) => tar.once('close', (code) => resolve(code ?? 1)));
  await mustPodman(['import', '--change', 'CMD ["node"]', '--quiet', '-', reference], { input: tar.stdout });
  const code = await tarExit;
  if (code !== 0) throw new Error(`tar of ${rootfs} exited with ${code}`);
}
