export { choice } from './choice';
export { storedTextContext, text, type TextOptions } from './text';
