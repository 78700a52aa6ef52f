import { z } from 'zod';
import { recordId } from '@golf/contracts';

export const idParamsSchema = z.object({ id: recordId });
