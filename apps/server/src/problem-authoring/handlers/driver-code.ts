import { JUDGE_LANGUAGES } from '@learnforge/domain';
import type { Handler } from '../../api/registry';
import { badRequest } from '../../http/errors';
import { DRIVER_TYPES, generateDriverCode, SignatureError } from '../driver-code';

export const handleAdminDriverCodeGeneratorMeta: Handler<'admin-driver-code-generator-meta'> = () => ({
  languages: [...JUDGE_LANGUAGES],
  types: DRIVER_TYPES,
});

export const handleAdminDriverCodeGenerate: Handler<'admin-driver-code-generate'> = ({ input }) => {
  try {
    return { results: generateDriverCode(input.body, input.body.languages) };
  } catch (error) {
    if (error instanceof SignatureError) throw badRequest(error.message);
    throw error;
  }
};
