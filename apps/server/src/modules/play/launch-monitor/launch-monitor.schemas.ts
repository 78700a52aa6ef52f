import { z } from 'zod';

/** The connection in the path of /launch-monitor/connections/{id}/claim: the server's own (clients build the path). */
export const connectionParamsSchema = z.object({ id: z.uuid() });
