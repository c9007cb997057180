export { choice } from './choice';
export { text } from './text';
