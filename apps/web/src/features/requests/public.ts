// What other features and the shell may use of requests; everything else here is its own.
/** How many requests wait for a decision (the dashboard's New requests card). */
export { useNewRequestCount } from './api/requests';
