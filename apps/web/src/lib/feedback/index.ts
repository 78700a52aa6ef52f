export { FeedbackProvider } from './FeedbackProvider';
export { NotificationsOnDemand } from './NotificationsOnDemand';
export { useFeedback, type ConfirmOptions, type Feedback } from './feedback-context';
export { reportError } from './error-bus';
export { describeError, type ErrorDescription, type ErrorOverrides } from './describe-error';
