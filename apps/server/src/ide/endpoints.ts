import type { EndpointRegistry } from '../api/registry';
import type { LazyJudge } from '../problems/judge-service';
import { runRateLimit } from '../problems/submission-views';
import { handleIdeGetStatus, handleIdeSubmitScriptingResult } from './handlers/snippets';

/** The standalone IDE (001 §7 IDE): runs in any judge language, shared by link. */
export function registerIdeEndpoints(registry: EndpointRegistry, judge: LazyJudge): void {
  // The same per-user budget as a problem's custom runs: an IDE run costs the judge as much.
  registry.implement('ide-submit-scripting-result', 'signed-in', handleIdeSubmitScriptingResult(judge), {
    config: { rateLimit: runRateLimit },
  });
  registry.implement('ide-get-status', 'public', handleIdeGetStatus);
}
