import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkWebEnv,
  devApiTarget,
  localApiUrl,
  readWebEnv,
  sampleBankTransfer,
} from '../../web/src/config/env-rules';

/*
 * The web's build variables, checked once by web/vite.config.ts before a build (checkWebEnv) and
 * read by web/src/config/env.ts (readWebEnv).
 */
const production = { production: true };
const realBank = {
  VITE_BANK_NAME: 'Bank Rakyat',
  VITE_BANK_ACCOUNT_NUMBER: '2201-0000-1234',
  VITE_BANK_ACCOUNT_HOLDER: 'Gerakan Sektor Ketiga Berhad',
};

describe('a production build', () => {
  it('is refused with a VITE_API_URL: the site calls its own /api, never another address', () => {
    expect(() => checkWebEnv({ VITE_API_URL: 'https://api.example.org' }, production)).toThrow(
      /VITE_API_URL is set, but the site calls the API on its own origin/,
    );
    expect(() => checkWebEnv({ VITE_API_URL: '  ' }, production)).not.toThrow();
  });

  it('is refused with the local sample bank details, each named', () => {
    const vars = { ...sampleBankTransfer };
    expect(() => checkWebEnv(vars, production)).toThrow(
      /VITE_BANK_NAME is the local sample[\s\S]*VITE_BANK_ACCOUNT_NUMBER[\s\S]*VITE_BANK_ACCOUNT_HOLDER/,
    );
    expect(() =>
      checkWebEnv(
        {
          ...vars,
          ...realBank,
          VITE_BANK_ACCOUNT_NUMBER: sampleBankTransfer.VITE_BANK_ACCOUNT_NUMBER,
        },
        production,
      ),
    ).toThrow(/VITE_BANK_ACCOUNT_NUMBER is the local sample/);
  });

  it('names every problem at once', () => {
    expect(() =>
      checkWebEnv({ VITE_API_URL: localApiUrl, ...sampleBankTransfer }, production),
    ).toThrow(/VITE_API_URL is set[\s\S]*VITE_BANK_NAME is the local sample/);
  });

  it('passes with real bank details, or with no bank box: it names no API', () => {
    expect(() => checkWebEnv({ ...realBank }, production)).not.toThrow();
    expect(() => checkWebEnv({}, production)).not.toThrow();
  });

  it('for the local stack (SITE_STAGE=local) may show the sample bank details', () => {
    const local = { SITE_STAGE: 'local', ...sampleBankTransfer };
    expect(() => checkWebEnv(local, production)).not.toThrow();
  });

  it('refuses a stage it does not know rather than guess', () => {
    expect(() => checkWebEnv({ SITE_STAGE: 'Local' }, production)).toThrow(/SITE_STAGE is 'Local'/);
  });
});

describe('the dev server', () => {
  it('is never refused', () => {
    expect(() => checkWebEnv({ ...sampleBankTransfer }, { production: false })).not.toThrow();
    expect(() => checkWebEnv({ VITE_API_URL: localApiUrl }, { production: false })).not.toThrow();
  });

  it("sends /api to the local stack's API by default, else to API_PROXY_URL (sst bind)", () => {
    expect(devApiTarget({})).toBe('http://localhost:3000');
    expect(devApiTarget({ API_PROXY_URL: ' https://abc.execute-api.test/ ' })).toBe(
      'https://abc.execute-api.test',
    );
  });

  it('shows no bank box by default', () => {
    expect(readWebEnv({})).toEqual({ bankTransfer: undefined });
  });
});

describe('the values read', () => {
  it('are the bank details when all three are set', () => {
    expect(readWebEnv({ ...realBank })).toEqual({
      bankTransfer: {
        bankName: realBank.VITE_BANK_NAME,
        accountNumber: realBank.VITE_BANK_ACCOUNT_NUMBER,
        accountHolder: realBank.VITE_BANK_ACCOUNT_HOLDER,
      },
    });
    expect(readWebEnv({ ...realBank, VITE_BANK_NAME: ' ' }).bankTransfer).toBeUndefined();
  });
});

describe('web/vite.config.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function resolveWebConfig(command: 'build' | 'serve') {
    const { resolveConfig } = await import('vite');
    const root = resolve(import.meta.dirname, '../../web');
    const mode = command === 'build' ? 'production' : 'development';
    return resolveConfig({ configFile: resolve(root, 'vite.config.ts'), root, mode }, command);
  }

  it('refuses a production build before bundling anything, and lets the dev server start', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.org');
    vi.stubEnv('SITE_STAGE', undefined);
    vi.stubEnv('VITE_BANK_NAME', sampleBankTransfer.VITE_BANK_NAME);
    await expect(resolveWebConfig('build')).rejects.toThrow(
      /VITE_API_URL is set[\s\S]*VITE_BANK_NAME is the local sample/,
    );
    await expect(resolveWebConfig('serve')).resolves.toBeDefined();
  }, 30_000);

  it('builds for the local stack when told so', async () => {
    vi.stubEnv('VITE_API_URL', undefined);
    vi.stubEnv('SITE_STAGE', 'local');
    vi.stubEnv('VITE_BANK_NAME', sampleBankTransfer.VITE_BANK_NAME);
    await expect(resolveWebConfig('build')).resolves.toBeDefined();
  }, 30_000);

  it("proxies the dev server's /api to the API, passing the client's address", async () => {
    vi.stubEnv('API_PROXY_URL', undefined);
    const config = await resolveWebConfig('serve');
    expect(config.server.proxy?.['/api/']).toMatchObject({
      target: localApiUrl,
      changeOrigin: true,
      xfwd: true,
    });
  }, 30_000);
});
