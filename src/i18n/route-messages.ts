import { messages } from './compiled/en-routes'
import { addEnglishMessages } from './i18n'

// Imported by every route page: the English messages no first-load page uses, in the route chunks.
addEnglishMessages(messages)
