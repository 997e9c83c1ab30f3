export * from './capacity.repository';
