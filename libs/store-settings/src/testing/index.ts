export { defined, sampleStoreFile, widgetSettings } from './fixtures';
