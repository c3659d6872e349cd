// Attempt limits kept in the database, for other features' doors open to anyone (the request
// portal, issue 35): the same counting as sign-in's, on every instance alike.
export { assertNotLocked, recordFailure, type ThrottleRule } from './auth.repository';
