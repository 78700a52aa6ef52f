import { z } from 'zod';
import { recordId } from '@golf/contracts';

export const profanityParamsSchema = z.object({ id: recordId });
