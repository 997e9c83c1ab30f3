export type { FuzzRequest } from './fuzz-requests';
export { formatFailure, formatReport, runFuzz, type FuzzReport, type FuzzTarget } from './fuzz-runner';
export { describeFuzzSuite } from './fuzz-suite';
