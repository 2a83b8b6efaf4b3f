import { Logger } from '@aws-lambda-powertools/logger';

// Powertools reads POWERTOOLS_LOG_LEVEL / LOG_LEVEL itself; one logger per process.
export const logger = new Logger({ serviceName: 'ticket-relay' });
