import { messages } from './compiled/en-page'
import { addEnglishMessages } from './i18n'

// Imported by use-t.ts, so it comes with every view that reads messages: the English messages the
// first-load pages name that the entry itself does not, in the pages' chunks.
addEnglishMessages(messages)
