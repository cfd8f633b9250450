/**
 * The outside services of verification for tests (docs/decisions/0062-verified-members.md): the
 * Nafath, SMS and Wathq sandboxes, each on its own port, reached over HTTP through the real clients,
 * as the app reaches the real services. Nafath's callbacks go where `callbackUrl` says once the app
 * listens (TestApp.listenForWebhooks); until then the follow-up job finds the outcome.
 */
import {
  SANDBOX_KEYS as NAFATH_KEYS,
  type NafathSandboxControl,
  startNafathSandbox,
} from '../../sandboxes/nafath/sandbox';
import { SMS_SANDBOX_TOKEN, type SmsSandboxControl, startSmsSandbox } from '../../sandboxes/sms/sandbox';
import {
  startWathqSandbox,
  WATHQ_SANDBOX_KEY,
  type WathqSandboxControl,
} from '../../sandboxes/wathq/sandbox';
import { createElmNafathClient } from '../features/verification/nafath/nafath-client';
import type { VerificationProviders } from '../features/verification/providers';
import { createTaqnyatSender } from '../features/verification/sms/taqnyat-client';
import { createWathqRegistry } from '../features/verification/wathq/wathq-client';

export interface VerificationSandboxControls {
  nafath: NafathSandboxControl;
  sms: SmsSandboxControl;
  wathq: WathqSandboxControl;
}

export async function startVerificationSandboxes(callbackUrl: () => string | undefined): Promise<{
  providers: VerificationProviders;
  controls: VerificationSandboxControls;
  close: () => Promise<void>;
}> {
  const [nafath, sms, wathq] = await Promise.all([
    startNafathSandbox({
      callbackUrl: () => callbackUrl() ?? 'http://127.0.0.1:9/unused',
      callbackRetryDelaysMs: [50, 100],
    }),
    startSmsSandbox({ senders: ['Ajjir'] }),
    startWathqSandbox({}),
  ]);
  return {
    providers: {
      nafath: createElmNafathClient({
        apiUrl: nafath.url,
        appId: NAFATH_KEYS.appId,
        appKey: NAFATH_KEYS.appKey,
        service: 'DigitalServiceEnrollmentWithoutBio',
      }),
      sms: createTaqnyatSender({ apiUrl: sms.apiUrl, token: SMS_SANDBOX_TOKEN, sender: 'Ajjir' }),
      registry: createWathqRegistry({ apiUrl: wathq.url, apiKey: WATHQ_SANDBOX_KEY }),
      sandboxPages: { nafathApp: `${nafath.url}/app`, smsInbox: sms.inboxUrl },
      codesOnScreen: true,
    },
    controls: { nafath: nafath.control, sms: sms.control, wathq: wathq.control },
    close: async () => {
      await Promise.all([nafath.close(), sms.close(), wathq.close()]);
    },
  };
}
