/**
 * True in the server renderer's bundle (Vite's SSR build) and false in the browser's, where the
 * checks on it fold away. Code that reads the device (the token, localStorage) answers as a device
 * with nothing stored when it is true: one server renders for every shopper, so nothing of one
 * shopper may reach it, even where the runtime has a process-wide `localStorage` (Node 22+).
 */
export const onServer: boolean = import.meta.env.SSR
