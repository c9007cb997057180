import { API } from './infra/stacks/api';
import { Secrets } from './infra/stacks/secrets';
import type { SSTConfig } from './infra/stacks/sst';
import { Storage } from './infra/stacks/storage';
import { Web } from './infra/stacks/web';

export default {
  config() {
    return { name: 'gerakan-sektor-ketiga', region: 'ap-southeast-1' };
  },
  stacks(app) {
    app.setDefaultFunctionProps({
      runtime: 'nodejs22.x',
      architecture: 'arm_64',
      nodejs: { format: 'esm' },
    });
    if (app.stage !== 'prod') app.setDefaultRemovalPolicy('destroy');
    app.stack(Secrets).stack(Storage).stack(API).stack(Web);
  },
} satisfies SSTConfig;
