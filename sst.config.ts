import type { SSTConfig } from 'sst';
import { functionBundling } from './infra/function-bundling';
import { Alarms } from './infra/stacks/alarms';
import { API } from './infra/stacks/api';
import { Broadcasts } from './infra/stacks/broadcasts';
import { handlerStacksInUse } from './infra/stacks/handler-stacks';
import { Notifier } from './infra/stacks/notifier';
import { Reconciler } from './infra/stacks/reconciler';
import { Secrets } from './infra/stacks/secrets';
import { isProductionStage } from './infra/stacks/settings';
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
      nodejs: functionBundling,
      // The handlers carry no X-Ray instrumentation; tracing would only add a wildcard grant.
      tracing: 'disabled',
    });
    if (!isProductionStage(app.stage)) app.setDefaultRemovalPolicy('destroy');
    app.stack(Secrets).stack(Storage).stack(Notifier);
    // The broadcasts' queues and their functions (issue 32), before the handler stacks whose send
    // routes enqueue a broadcast's first page.
    app.stack(Broadcasts);
    // The routes' functions that need nothing of the API stack, before the API that routes to
    // them: SiteHandlers, StaffHandlers, VolunteerHandlers, CrowdfundingHandlers, ShopHandlers and
    // PrivacyHandlers, each once it holds a route (infra/stacks/handler-stacks.ts;
    // docs/infrastructure.md, "Stacks").
    for (const handlerStack of handlerStacksInUse()) app.stack(handlerStack);
    app.stack(API).stack(Reconciler).stack(Web).stack(Alarms);
  },
} satisfies SSTConfig;
