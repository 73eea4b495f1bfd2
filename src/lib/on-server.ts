/** True in the server bundle: device reads then answer as an empty device, since one server renders for everyone. */
export const onServer: boolean = import.meta.env.SSR
