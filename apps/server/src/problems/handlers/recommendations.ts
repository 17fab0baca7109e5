import type { Handler } from '../../api/registry';
import { recommendationsFor } from '../recommendations';

export const handleRecommendations: Handler<'recommendations-api'> = ({ input, user, database }) =>
  recommendationsFor(database, user, {
    context: input.query.context,
    exclude: input.query.context === 'problem' ? (input.query.slug ?? null) : null,
  });
