import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAi } from '../src/ai/provider';
import { HttpError } from '../src/http/errors';
import { type FakeAiServer, startFakeAiServer } from './fake-ai-server';

let fake: FakeAiServer;
beforeAll(async () => {
  fake = await startFakeAiServer();
});
afterAll(() => fake.close());

describe('AI provider', () => {
  it('refuses with 503 ai_unavailable when no endpoint or model is configured', () => {
    for (const config of [
      { aiBaseUrl: undefined, aiApiKey: undefined, aiModel: 'm' },
      { aiBaseUrl: fake.baseUrl, aiApiKey: 'k', aiModel: undefined },
    ]) {
      let thrown: unknown;
      try {
        requireAi(config);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(HttpError);
      expect(thrown).toMatchObject({
        status: 503,
        code: 'ai_unavailable',
        message: 'AI assistance is not configured',
      });
    }
  });

  it('sends the system and user messages with the model and key, and returns the answer', async () => {
    fake.reply('Try a hash map.');
    const ai = requireAi({ aiBaseUrl: `${fake.baseUrl}/`, aiApiKey: 'secret-key', aiModel: 'tiny-model' });
    const answer = await ai.complete({
      system: 'You are a tutor.',
      prompt: 'How do I start?',
      maxTokens: 50,
    });
    expect(answer).toBe('Try a hash map.');
    const last = fake.requests.at(-1);
    expect(last?.authorization).toBe('Bearer secret-key');
    expect(last?.body).toEqual({
      model: 'tiny-model',
      max_tokens: 50,
      messages: [
        { role: 'system', content: 'You are a tutor.' },
        { role: 'user', content: 'How do I start?' },
      ],
    });
  });

  it('reports a failing or empty provider as 502 ai_failed instead of an answer', async () => {
    const ai = requireAi({ aiBaseUrl: fake.baseUrl, aiApiKey: undefined, aiModel: 'tiny-model' });
    fake.failWith(500);
    await expect(ai.complete({ system: 's', prompt: 'p' })).rejects.toMatchObject({
      status: 502,
      code: 'ai_failed',
    });
    fake.failWith(null);
    fake.reply('   ');
    await expect(ai.complete({ system: 's', prompt: 'p' })).rejects.toMatchObject({ status: 502 });
    expect(fake.requests.at(-1)?.authorization).toBeUndefined();
  });

  it('reports an unreachable provider as 502', async () => {
    const ai = requireAi({ aiBaseUrl: 'http://127.0.0.1:1/v1', aiApiKey: undefined, aiModel: 'm' });
    await expect(ai.complete({ system: 's', prompt: 'p' })).rejects.toMatchObject({
      status: 502,
      message: 'The AI assistant could not be reached.',
    });
  });
});
