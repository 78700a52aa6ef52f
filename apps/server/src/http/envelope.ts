/** The reply envelopes live in contracts, next to the schemas they wrap. */
export { dataEnvelope, paginatedSchema } from '@golf/contracts';
