export * from './problem-error';
export * from './catalogue';
