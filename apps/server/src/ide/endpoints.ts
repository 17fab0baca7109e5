import type { EndpointRegistry } from '../api/registry';
import { countJudgeRuns } from '../problems/handlers/judge-runs';
import type { LazyJudge } from '../problems/judge-service';
import { handleIdeGetStatus, handleIdeSubmitScriptingResult } from './handlers/snippets';

/** The standalone IDE (001 §7 IDE): runs in any judge language, shared by link. */
export function registerIdeEndpoints(registry: EndpointRegistry, judge: LazyJudge): void {
  // The same budget as a problem's custom runs, shared with them (ADR 0033): an IDE run costs the judge as much.
  registry.implement('ide-submit-scripting-result', 'signed-in', handleIdeSubmitScriptingResult(judge), {
    admit: countJudgeRuns,
  });
  registry.implement('ide-get-status', 'public', handleIdeGetStatus);
}
