import type { TrackEntityType } from '@learnforge/domain';

export const ENTITY_TYPE_LABELS: Record<TrackEntityType, string> = {
  'coding-problem': 'Problems',
  'quiz-question': 'Quiz questions',
  contest: 'Contests',
  video: 'Videos',
  article: 'Articles',
};

/** What an item of each type is called on its own. */
export const ENTITY_NOUNS: Record<TrackEntityType, string> = {
  'coding-problem': 'Problem',
  'quiz-question': 'Quiz',
  contest: 'Contest',
  video: 'Video',
  article: 'Article',
};
