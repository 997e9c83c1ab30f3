export { NotFoundProblem, ProblemError, ValidationProblem, type FieldError, type ProblemInit } from './problem-error';
export { allProblemTypes, codeToSlug, GENERIC_HINT, problemType, registerProblemTypes, REQUEST_PROBLEM_CODES, slugToCode, type ProblemType } from './catalogue';
