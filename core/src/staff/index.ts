export {
  STAFF_CURSOR_MAX_LENGTH,
  STAFF_NOTE_MAX_LENGTH,
  staffApplicationQuerySchema,
  staffApplicationUpdateSchema,
  staffMessageHandledSchema,
  staffMessageQuerySchema,
} from './applications';
