/** The shapes of `batch_content_items.body`, one per kind of track item. */
/** A track video: its file under the server's media folder and its length. */
interface VideoBody {
  src?: string;
  duration_seconds?: number;
}
/** A track article, written in Markdown (rendered and sanitized by the learner app). */
interface ArticleBody {
  markdown?: string;
  /** When the course team last had the item served afresh (invalidate-cache, ADR 0101) or saved it; ISO time. */
  refreshed_at?: string;
  /** Raised by every save from the article editor; absent means 0 (ADR 0111). */
  version?: number;
}
export interface QuizQuestionBody {
  id: number;
  type: 'single' | 'multiple' | 'numeric';
  text: string;
  options: { id: number; text: string }[];
  /** Option ids that are right (single, multiple). */
  correct: number[];
  /** The right answer of a numeric question. */
  answer?: string;
  marks: number;
  explanation: string;
}
interface QuizBody {
  questions?: QuizQuestionBody[];
}
export type ContentBody = VideoBody & ArticleBody & QuizBody;
