import { z } from 'zod';
import { recordId } from '@golf/contracts';

export const courseParamsSchema = z.object({ id: recordId });
