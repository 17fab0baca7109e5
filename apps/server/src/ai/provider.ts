import type { Config } from '../config';
import { HttpError } from '../http/errors';

interface AiRequest {
  system: string;
  prompt: string;
  maxTokens?: number;
}

export interface AiProvider {
  complete(request: AiRequest): Promise<string>;
}

/** Longest we wait for the model before telling the person it did not answer. */
const REQUEST_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_TOKENS = 800;

const aiUnavailable = () => new HttpError(503, 'ai_unavailable', 'AI assistance is not configured');

const aiFailed = (message: string) => new HttpError(502, 'ai_failed', message);

/** Whether an AI provider is configured, so pages offer AI help only when it can answer. */
export function isAiConfigured<C extends Pick<Config, 'aiBaseUrl' | 'aiModel'>>(
  config: C,
): config is C & { aiBaseUrl: string; aiModel: string } {
  return Boolean(config.aiBaseUrl && config.aiModel);
}

/** The configured provider, or 503 `ai_unavailable` so callers never fake an answer. */
export function requireAi(config: Pick<Config, 'aiBaseUrl' | 'aiApiKey' | 'aiModel'>): AiProvider {
  if (!isAiConfigured(config)) throw aiUnavailable();
  return openAiCompatibleProvider({
    baseUrl: config.aiBaseUrl,
    apiKey: config.aiApiKey,
    model: config.aiModel,
  });
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/** Speaks POST {base}/chat/completions as OpenAI, vLLM, Ollama, llama.cpp and most gateways do. */
function openAiCompatibleProvider(options: {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}): AiProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete({ system, prompt, maxTokens = DEFAULT_MAX_TOKENS }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            max_tokens: maxTokens,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: prompt },
            ],
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw aiFailed(
          timedOut ? 'The AI assistant did not answer in time.' : 'The AI assistant could not be reached.',
        );
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw aiFailed(`The AI assistant answered with an error (${response.status}).`);
      }
      let body: ChatCompletion;
      try {
        body = (await response.json()) as ChatCompletion;
      } catch {
        throw aiFailed('The AI assistant sent an answer that could not be read.');
      }
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') {
        throw aiFailed('The AI assistant sent an empty answer.');
      }
      return content.trim();
    },
  };
}
