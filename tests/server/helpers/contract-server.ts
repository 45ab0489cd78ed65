import { contractAccessCode, contractConfig } from '../../contract/contract-fixture';
import { guildWith, startTestServer, type RunningServer, type TestServerOptions } from './test-server';

/** The server with the contract fixture's schedule and access code: the guild most API tests talk to. */
export function startContractServer(options: TestServerOptions = {}): Promise<RunningServer> {
  return startTestServer({ guildConfig: guildWith(contractConfig), accessCode: contractAccessCode, ...options });
}
