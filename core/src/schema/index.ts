export { text } from './text';
