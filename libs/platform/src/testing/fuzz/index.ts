export { prototypeNameRequests, type FuzzRequest } from './fuzz-requests';
export { formatFailure, formatReport, runFuzz, runFuzzRequests, type FuzzReport, type FuzzTarget } from './fuzz-runner';
export { describeFuzzSuite } from './fuzz-suite';
